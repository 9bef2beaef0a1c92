/**
 * @module QuestionScreen
 * One question: progress, the answer form (or, once answered, the feedback), in
 * plain HTML that works without JavaScript. Its props are plain data, so the
 * browser can hydrate it from the same props.
 */
import type { AnswerFields } from '../game/answers.js'
import type { FlagId, QuestionType } from '../game/catalog.js'
import type { Verdict } from '../i18n/describe.js'
import { Flag } from './Flag.js'

export interface Choice {
  value: string
  label: string
  flag?: FlagId
}

export interface OrderItem extends Choice {
  moveUp: string
  moveDown: string
}

export interface Feedback {
  verdict: Verdict
  verdictText: string
  points: number
  given: string
  solution: string
  solutionFields: AnswerFields
  explanation: string
  next: string
  nextLabel: string
}

export interface QuestionScreenProps {
  action: string
  type: QuestionType
  prompt: string
  progressText: string
  progressLabel: string
  current: number
  total: number
  choices: Choice[]
  items: OrderItem[]
  unit: string
  /** Values to show selected: the rejected submission, or the answer given. */
  given?: AnswerFields
  error?: string
  feedback?: Feedback
  labels: {
    submit: string
    multipleHint: string
    orderHint: string
    orderPositions: string[]
    orderChoose: string
    numberLabel: string
    textLabel: string
    yourAnswer: string
    correctAnswer: string
  }
}

const has = (fields: AnswerFields | undefined, name: string, value: string): boolean =>
  fields?.[name]?.includes(value) ?? false

function ChoiceList(props: QuestionScreenProps & { multiple: boolean }) {
  const { choices, given, feedback, multiple, type } = props
  return (
    <ul className={`choices choices-${type}`}>
      {choices.map((choice) => {
        const chosen = has(given, 'answer', choice.value)
        const right = feedback ? has(feedback.solutionFields, 'answer', choice.value) : false
        const state = feedback ? (right ? 'is-solution' : chosen ? 'is-wrong' : '') : ''
        return (
          <li key={choice.value} className={`choice ${state}`}>
            <label>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name="answer"
                value={choice.value}
                defaultChecked={chosen}
                disabled={feedback !== undefined}
                required={!multiple && !feedback}
              />
              {choice.flag ? <Flag id={choice.flag} alt={choice.label} /> : <span className="choice-label">{choice.label}</span>}
            </label>
          </li>
        )
      })}
    </ul>
  )
}

function OrderSelects(props: QuestionScreenProps) {
  const { items, given, feedback, labels } = props
  const current = given?.order ?? items.map((i) => i.value)
  return (
    <ol className="order-list">
      {labels.orderPositions.map((positionLabel, index) => {
        const selectId = `order-${index}`
        const right = feedback && feedback.solutionFields.order?.[index] === current[index]
        return (
          <li key={positionLabel} className={`order-row ${feedback ? (right ? 'is-solution' : 'is-wrong') : ''}`}>
            <label htmlFor={selectId}>{positionLabel}</label>
            <select id={selectId} name="order" defaultValue={current[index] ?? ''} disabled={feedback !== undefined} required>
              <option value="">{labels.orderChoose}</option>
              {items.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          </li>
        )
      })}
    </ol>
  )
}

function AnswerFieldsFor(props: QuestionScreenProps) {
  const { type, given, feedback, labels, unit } = props
  switch (type) {
    case 'single':
    case 'boolean':
    case 'image':
      return <ChoiceList {...props} multiple={false} />
    case 'multiple':
      return (
        <>
          <p className="hint" id="answer-hint">
            {labels.multipleHint}
          </p>
          <ChoiceList {...props} multiple={true} />
        </>
      )
    case 'order':
      return (
        <>
          <p className="hint" id="answer-hint">
            {labels.orderHint}
          </p>
          <OrderSelects {...props} />
        </>
      )
    case 'number':
    case 'text':
      return (
        <div className="typed">
          <label htmlFor="answer-input">{type === 'number' ? labels.numberLabel : labels.textLabel}</label>
          <span className="typed-row">
            <input
              id="answer-input"
              name="answer"
              type="text"
              inputMode={type === 'number' ? 'decimal' : 'text'}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={type === 'number' ? 40 : 80}
              defaultValue={given?.answer?.[0] ?? ''}
              disabled={feedback !== undefined}
              required
              aria-describedby={props.error ? 'answer-error' : undefined}
              aria-invalid={props.error ? true : undefined}
            />
            {unit && <span className="unit">{unit}</span>}
          </span>
        </div>
      )
  }
}

function FeedbackPanel({ feedback, labels }: { feedback: Feedback; labels: QuestionScreenProps['labels'] }) {
  return (
    <div className={`feedback feedback-${feedback.verdict}`}>
      <p className="verdict">{feedback.verdictText}</p>
      <dl className="feedback-answers">
        <div>
          <dt>{labels.yourAnswer}</dt>
          <dd>{feedback.given}</dd>
        </div>
        <div>
          <dt>{labels.correctAnswer}</dt>
          <dd>{feedback.solution}</dd>
        </div>
      </dl>
      <p className="explanation">{feedback.explanation}</p>
      <a className="button button-primary" href={feedback.next}>
        {feedback.nextLabel}
      </a>
    </div>
  )
}

export function QuestionScreen(props: QuestionScreenProps) {
  const { feedback, error } = props
  return (
    <article className="question" data-type={props.type}>
      <div className="progress">
        <p className="progress-text">{props.progressText}</p>
        <progress max={props.total} value={props.current} aria-label={props.progressLabel}>
          {props.progressText}
        </progress>
      </div>
      <form method="post" action={props.action} className="answer-form">
        <fieldset aria-labelledby="prompt" aria-describedby={error ? 'answer-error' : undefined}>
          <h1 id="prompt" className="prompt">
            {props.prompt}
          </h1>
          <AnswerFieldsFor {...props} />
        </fieldset>
        {error && (
          <p className="error" id="answer-error" role="alert">
            {error}
          </p>
        )}
        {!feedback && (
          <button type="submit" className="button button-primary">
            {props.labels.submit}
          </button>
        )}
      </form>
      <div className="feedback-region" aria-live="polite" role="status">
        {feedback && <FeedbackPanel feedback={feedback} labels={props.labels} />}
      </div>
    </article>
  )
}
