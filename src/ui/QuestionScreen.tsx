/**
 * @module QuestionScreen
 * One question: progress, the answer form (or, once answered, the feedback), in
 * plain HTML that works without JavaScript. Its props are plain data, so the
 * browser hydrates it from the same props; hydrated, it answers through the JSON
 * variant without a page load and offers move up/down buttons for `order`.
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import type { AnswerFields } from '../game/answers.js'
import type { FlagId, QuestionType } from '../game/catalog.js'
import type { Verdict } from '../i18n/describe.js'
import { browser, formBody, submitNatively } from './browser.js'
import { Flag, FlagPicture } from './Flag.js'
import { MapAnswer, type MapProps } from './MapAnswer.js'
import { FeedbackPlace, type CountryCardData, type FeedbackMap } from './Place.js'

export interface Choice {
  value: string
  label: string
  /** A curated question's drawn flag. */
  flag?: FlagId
  /** A picture served as a static asset (generated flags); `label` is its alt text. */
  image?: string
}

/** A picture shown with the prompt; its alt text never gives the answer away. */
export interface Picture {
  src: string
  alt: string
  /** A country's outline (shape questions) rather than a flag. */
  outline?: boolean
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
  /** "62% of 143 players got this right", once enough players have answered. */
  playersRight?: string
  /** Where the question's country is. */
  map?: FeedbackMap
  /** The question's country: flag, name, capital. */
  card?: CountryCardData
  /** How far off a wrong country was: "Spain is 1,050 km south-west of Germany." */
  offBy?: string
  /** In a practice game: when the question comes back ("Next review: in 4 days"). */
  review?: string
}

export interface QuestionScreenProps {
  action: string
  type: QuestionType
  prompt: string
  picture?: Picture
  /** A map question's map. */
  map?: MapProps
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
    orderButtonsHint: string
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
              {choice.image ? (
                <FlagPicture src={choice.image} alt={choice.label} />
              ) : choice.flag ? (
                <Flag id={choice.flag} alt={choice.label} />
              ) : (
                <span className="choice-label">{choice.label}</span>
              )}
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

/** With JavaScript: the items as a list with keyboard-operable move up/down buttons. */
function OrderButtons({ items, order, onMove }: { items: OrderItem[]; order: string[]; onMove: (from: number, to: number) => void }) {
  const byValue = new Map(items.map((i) => [i.value, i]))
  return (
    <ol className="order-list order-buttons">
      {order.map((value, index) => {
        const item = byValue.get(value)!
        return (
          <li key={value} className="order-row" data-value={value}>
            <input type="hidden" name="order" value={value} />
            <span className="order-label">{item.label}</span>
            <span className="order-moves">
              <button type="button" className="move" aria-label={item.moveUp} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className="move"
                aria-label={item.moveDown}
                disabled={index === order.length - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

interface FieldsState {
  props: QuestionScreenProps
  enhanced: boolean
  order: string[]
  onMove: (from: number, to: number) => void
}

function AnswerFieldsFor({ props, enhanced, order, onMove }: FieldsState) {
  const { type, given, feedback, labels, unit, error } = props
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
          {!feedback && (
            <p className="hint" id="answer-hint">
              {enhanced ? labels.orderButtonsHint : labels.orderHint}
            </p>
          )}
          {enhanced && !feedback ? <OrderButtons items={props.items} order={order} onMove={onMove} /> : <OrderSelects {...props} />}
        </>
      )
    case 'map':
      return feedback || !props.map ? null : <MapAnswer map={props.map} enhanced={enhanced} given={given?.answer?.[0]} disabled={false} />
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
              aria-describedby={error ? 'answer-error' : undefined}
              aria-invalid={error ? true : undefined}
            />
            {unit && <span className="unit">{unit}</span>}
          </span>
        </div>
      )
  }
}

function FeedbackPanel({ feedback, labels, focus }: { feedback: Feedback; labels: QuestionScreenProps['labels']; focus: boolean }) {
  useEffect(() => {
    if (focus) browser.document.getElementById('verdict')?.focus()
  }, [focus])
  return (
    <div className={`feedback feedback-${feedback.verdict}`}>
      <p className="verdict" id="verdict" tabIndex={-1}>
        {feedback.verdictText}
      </p>
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
      {feedback.offBy && <p className="off-by">{feedback.offBy}</p>}
      <p className="explanation">{feedback.explanation}</p>
      <FeedbackPlace map={feedback.map} card={feedback.card} />
      {feedback.review && <p className="review-next">{feedback.review}</p>}
      {feedback.playersRight && <p className="players-right">{feedback.playersRight}</p>}
      <a className="button button-primary" href={feedback.next}>
        {feedback.nextLabel}
      </a>
    </div>
  )
}

/** What the JSON answer carries for the client (see routes/question.tsx). */
export interface AnswerResponse {
  correct: boolean
  points: number
  explanation: string
  next: string
  solution: AnswerFields
  /** How everyone did, once enough players have answered: the share who got it right (0..1) and how many answered. */
  playersRight?: { share: number; answered: number }
  feedback: Feedback
}

const fieldsOf = (data: URLSearchParams): AnswerFields => {
  const fields: Record<string, string[]> = {}
  for (const [name, value] of data) (fields[name] ??= []).push(value)
  return fields
}

/** In a room the screen goes on with the room's state rather than a feedback of its own. */
export function QuestionScreen(initial: QuestionScreenProps & { onAnswered?: () => void; send?: (fields: AnswerFields) => Promise<boolean> }) {
  const [feedback, setFeedback] = useState(initial.feedback)
  const [error, setError] = useState(initial.error)
  const [given, setGiven] = useState(initial.given)
  const [answered, setAnswered] = useState(initial.current)
  const [enhanced, setEnhanced] = useState(false)
  const [busy, setBusy] = useState(false)
  const [justAnswered, setJustAnswered] = useState(false)
  const [order, setOrder] = useState<string[]>(() => [...(initial.given?.order ?? initial.items.map((i) => i.value))])
  const props: QuestionScreenProps = { ...initial, feedback, error, given, current: answered }

  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    // A player may have used the plain selects before the script arrived: keep that
    // order when the move buttons replace them, if it names every item once.
    const chosen = formRef.current ? formBody(formRef.current).getAll('order') : []
    const values = initial.items.map((i) => i.value)
    if (chosen.length === values.length && values.every((v) => chosen.includes(v))) setOrder(chosen)
    setEnhanced(true)
  }, [])
  useEffect(() => {
    if (error && enhanced) browser.document.getElementById('answer-error')?.focus()
  }, [error, enhanced])

  // Keep the keyboard on the item that moved, on the same button where it still exists.
  // Focused in the same commit as the move, not a frame later: a later focus would take
  // the keyboard back from a player (or a script) who has already moved on to another item.
  const moved = useRef<{ value: string; up: boolean } | undefined>(undefined)
  useLayoutEffect(() => {
    const last = moved.current
    if (!last) return
    moved.current = undefined
    // Item ids are catalog ids ([a-z0-9-]), safe in a selector as they are.
    const row = browser.document.querySelector(`.order-buttons [data-value="${last.value}"]`)
    const buttons = row ? Array.from(row.querySelectorAll('button.move')) : []
    const preferred = buttons[last.up ? 0 : 1]
    ;(preferred && !preferred.disabled ? preferred : buttons.find((b) => !b.disabled))?.focus()
  }, [order])

  const onMove = (from: number, to: number) => {
    const next = [...order]
    const [value] = next.splice(from, 1)
    next.splice(to, 0, value!)
    moved.current = { value: value!, up: to < from }
    setOrder(next)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || feedback) return
    const form = event.currentTarget
    const data = formBody(form)
    setBusy(true)
    try {
      // A room's open socket takes the answer; anything but a plain yes goes the usual way, whose reply says why.
      if (initial.send && (await initial.send(fieldsOf(data)))) return initial.onAnswered?.()
      const response = await fetch(initial.action, { method: 'POST', body: data, headers: { accept: 'application/json' } })
      const body = (await response.json()) as AnswerResponse & { error?: { message: string; next?: string } }
      if (response.ok && initial.onAnswered) {
        initial.onAnswered()
      } else if (response.ok) {
        setGiven(fieldsOf(data))
        setError(undefined)
        setAnswered(answered + 1)
        setJustAnswered(true)
        setFeedback(body.feedback)
      } else if (body.error?.next) {
        browser.location.assign(body.error.next)
      } else if (body.error) {
        setError(body.error.message)
      } else {
        submitNatively(form)
      }
    } catch {
      // Offline or a broken response: fall back to the plain form post.
      submitNatively(form)
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className="question" data-type={props.type} data-hydrated={enhanced || undefined}>
      <div className="progress">
        <p className="progress-text">{props.progressText}</p>
        <progress max={props.total} value={props.current} aria-label={props.progressLabel}>
          {props.progressText}
        </progress>
      </div>
      <form ref={formRef} method="post" action={props.action} className="answer-form" onSubmit={onSubmit} aria-busy={busy || undefined}>
        <fieldset aria-labelledby="prompt" aria-describedby={error ? 'answer-error' : undefined}>
          <h1 id="prompt" className="prompt">
            {props.prompt}
          </h1>
          {props.picture && (
            <FlagPicture src={props.picture.src} alt={props.picture.alt} className={props.picture.outline ? 'prompt-picture prompt-outline' : 'prompt-picture'} />
          )}
          <AnswerFieldsFor props={props} enhanced={enhanced} order={order} onMove={onMove} />
        </fieldset>
        {error && (
          <p className="error" id="answer-error" role="alert" tabIndex={-1}>
            {error}
          </p>
        )}
        {!feedback && (props.type !== 'map' || enhanced || props.map?.markers) && (
          <button type="submit" className="button button-primary" disabled={busy}>
            {props.labels.submit}
          </button>
        )}
      </form>
      <div className="feedback-region" aria-live="polite" role="status">
        {feedback && <FeedbackPanel feedback={feedback} labels={props.labels} focus={justAnswered} />}
      </div>
    </article>
  )
}
