/**
 * @module room/homework
 * A room assigned as homework (docs/decisions/013-homework.md). The teacher sets it with
 * the third form of `/{locale}/room` (posted to `/{locale}/room/homework`: topic, region,
 * count and a deadline from 1 hour to 14 days) and, at `/{locale}/room/{code}`, reads the
 * results table (results.tsx) and downloads it (export.ts). A pupil gives a nickname
 * (`/{locale}/room/{code}/pupil`), then plays at their own pace until the deadline: each
 * question, then its feedback, at `/{locale}/room/{code}/q/{index}` (form posts with
 * Post/Redirect/Get, or JSON from the hydrated question screen), then their score. After
 * the deadline a browser without a seat gets a localized 410 Gone. The room object
 * decides every rule; nothing here is broadcast.
 */
import { newLearnerId, readLearner, writeLearner } from '../../learners/cookie.js'
import { findQuestion, type Question } from '../../game/catalog.js'
import { answerFields, MAX_TEXT_LENGTH, readClick, type Answer, type AnswerFields } from '../../game/answers.js'
import { jsonError, wantsJson } from '../../http/respond.js'
import { verdictOf, verdictText } from '../../i18n/describe.js'
import { formatMoment } from '../../i18n/intl.js'
import { textsFor } from '../../i18n/question-texts.js'
import { translator, type Locale, type Translator } from '../../i18n/translations.js'
import { newRoomCode } from '../../rooms/code.js'
import { HOMEWORK_KEPT_MS, type MyAnswer, type PupilState, type RoomSettings, type RoomSnapshot } from '../../rooms/room.js'
import { Island } from '../../ui/Island.js'
import { QuestionScreen, type AnswerResponse, type Feedback, type QuestionScreenProps } from '../../ui/QuestionScreen.js'
import { answerFeedback, MARKERS_QUERY, questionScreenProps } from '../question.js'
import { readNickname } from './forms.js'
import { drawSetup, readSetup, SetupFields } from './setup.js'
import { resultsPage } from './results.js'
import { allowed, newToken, NicknameForm, oneField, pathCode, PREVIEW_IMAGE, readRoomForm, readSeat, refuse, roomNotFound, roomsUrl, roomStub, roomUrl, seatAllowed, tooMany, unknownRoom, writeSeat, type Ctx, type Seat } from './shared.js'
import { moment } from './when.js'

const HOUR_MS = 60 * 60 * 1000
/** The deadlines a teacher may choose, in hours from now. */
export const HOMEWORK_HOURS = [1, 3, 24, 48, 72, 168, 336] as const
const DEFAULT_HOURS = 168
/** Deadlines fall on a round five minutes: "until 14:35", not "until 14:32". */
const ROUND_MS = 5 * 60 * 1000

export const homeworkUrl = (locale: Locale) => `${roomsUrl(locale)}/homework`
const questionAddress = (locale: Locale, code: string, index: number) => `${roomUrl(locale, code)}/q/${index}`
const deadlineFor = (now: number, hours: number) => Math.ceil((now + hours * HOUR_MS) / ROUND_MS) * ROUND_MS
/** A homework seat (the teacher's or a pupil's) lasts as long as the room: until 30 days after the deadline. */
const seatSeconds = (deadline: number) => Math.max(60, Math.ceil((deadline + HOMEWORK_KEPT_MS - Date.now()) / 1000))

const durationText = (LL: Translator, hours: number) => (hours < 24 ? LL.homework.hours({ count: hours }) : LL.homework.days({ count: hours / 24 }))

// --- Setting homework ----------------------------------------------------------------

/** The third section of `/{locale}/room`: the setup of a live room, and a deadline. */
export function HomeworkForm({ locale, timeZone }: { locale: Locale; timeZone: string }) {
  const LL = translator(locale)
  const now = Date.now()
  return (
    <section aria-labelledby="homework-heading" className="room-homework">
      <h2 id="homework-heading">{LL.homework.heading()}</h2>
      <p>{LL.homework.intro()}</p>
      <form method="post" action={homeworkUrl(locale)} className="stack">
        <SetupFields locale={locale} idPrefix="homework" live={false} />
        <label htmlFor="homework-deadline">{LL.homework.deadlineLabel()}</label>
        <select id="homework-deadline" name="deadline" defaultValue={String(DEFAULT_HOURS)}>
          {HOMEWORK_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {LL.homework.deadlineOption({ duration: durationText(LL, hours), when: formatMoment(locale, deadlineFor(now, hours), timeZone) })}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-primary">
          {LL.homework.assign()}
        </button>
      </form>
    </section>
  )
}

export const assignHomework = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const fields = await readRoomForm(c)
  if (fields instanceof Response) return fields
  const read = readSetup(locale, fields, false)
  if (!read.ok) return refuse(c, 400, read.code, read.message)
  const hours = Number(oneField(fields, 'deadline') ?? DEFAULT_HOURS)
  if (!(HOMEWORK_HOURS as readonly number[]).includes(hours)) return refuse(c, 400, 'badDeadline', LL.homework.badDeadline())
  if (!(await allowed(c, 'ROOM_HOSTS'))) return tooMany(c, 'tooFast', LL.room.tooFast())
  const { setup } = read
  const ids = drawSetup(setup)
  // A topic and region with fewer questions than asked for: the teacher chooses again.
  if (ids.length < setup.count) return refuse(c, 400, 'tooFew', LL.roomSetup.tooFew({ available: ids.length }))
  const deadline = deadlineFor(Date.now(), hours)
  const settings: RoomSettings = { mode: setup.mode, ids, limit: 0, ...(setup.region ? { region: setup.region } : {}), deadline }
  const token = newToken()
  // A code already in use (about one in 887 million per open room) draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newRoomCode()
    if (await roomStub(c, code).create(code, settings, token)) {
      await writeSeat(c, code, { t: token, h: 1 }, seatSeconds(deadline))
      return c.redirect(roomUrl(locale, code), 303)
    }
  }
  throw new Error('no free room code in five draws')
}

// --- The room's address --------------------------------------------------------------

/** `/{locale}/room/{code}` of a homework room (view.tsx hands it over): results, nickname, question or score. */
export const showHomework = async (c: Ctx, code: string, seat: Seat | undefined, snapshot: RoomSnapshot) => {
  const deadline = snapshot.settings.deadline!
  if (snapshot.host) return resultsPage(c, code, seat!.t)
  if (!snapshot.me) return Date.now() >= deadline ? deadlinePassed(c, deadline) : nicknameForm(c, code, deadline)
  const pupil = await roomStub(c, code).pupil(seat!.t)
  if (!pupil) return roomNotFound(c)
  if (pupil.removed) return refuse(c, 403, 'removed', translator(c.get('locale')).room.removed())
  const next = pupil.answers.length
  if (next >= pupil.settings.ids.length || pupil.now >= deadline) return summaryPage(c, code, pupil)
  return questionPage(c, code, pupil, next, { markers: c.req.query(MARKERS_QUERY) === '1' })
}

/** After the deadline, a browser without a seat: 410 Gone (the homework existed and is over), localized. */
const deadlinePassed = (c: Ctx, deadline: number) => {
  const LL = translator(c.get('locale'))
  return refuse(c, 410, 'deadlinePassed', LL.homework.past({ when: moment(c, deadline) }), LL.homework.pastHeading())
}

// --- Pupils --------------------------------------------------------------------------

const nicknameForm = (c: Ctx, code: string, deadline: number, problem?: { message: string; given: string }) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const heading = LL.homework.title({ code })
  return c.render(
    <section className="panel room-seat">
      <h1>{heading}</h1>
      <p className="lead">{LL.homework.dueBy({ when: moment(c, deadline) })}</p>
      <NicknameForm
        action={`${roomUrl(locale, code)}/pupil`}
        label={LL.room.nicknameLabel()}
        hint={LL.homework.nicknameHint()}
        submit={LL.homework.start()}
        given={problem?.given ?? ''}
        {...(problem ? { problem: problem.message } : {})}
      />
    </section>,
    { title: heading, preview: { title: LL.homework.previewTitle({ code }), description: LL.homework.previewText(), image: PREVIEW_IMAGE } },
  )
}

/** The nickname form's post: a seat until the deadline, under a nickname unique in the room. */
export const takePupilSeat = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  const fields = await readRoomForm(c)
  if (fields instanceof Response) return fields
  const stub = roomStub(c, code)
  const seat = await readSeat(c, code)
  const snapshot = await stub.snapshot(seat?.t)
  if (!snapshot) return unknownRoom(c)
  const deadline = snapshot.settings.deadline
  if (deadline === undefined) return roomNotFound(c)
  // The teacher, or a pupil already seated: their own page.
  if (snapshot.host || snapshot.me) return c.redirect(roomUrl(locale, code), 303)
  if (Date.now() >= deadline) return deadlinePassed(c, deadline)
  const raw = oneField(fields, 'nickname')
  const again = (status: 400 | 409, message: string) => {
    if (wantsJson(c)) return jsonError(c, status, 'nickname', message)
    c.status(status)
    return nicknameForm(c, code, deadline, { message, given: (raw ?? '').slice(0, 40) })
  }
  const nickname = readNickname(raw)
  if (!nickname.ok) return again(400, LL.room[nickname.code]())
  if (!(await seatAllowed(c, code))) return tooMany(c, 'tooFast', LL.room.tooFast())
  const token = seat?.t ?? newToken()
  // The seat's answers join the browser's learner (src/learners): its own, or a new one once seated.
  const had = await readLearner(c)
  const learner = had ?? newLearnerId()
  const joined = await stub.join(token, nickname.name, learner)
  if (!joined.ok) {
    if (joined.code === 'nameTaken') return again(409, LL.room.nameTaken())
    // Closed between the check above and the seat: the deadline has just passed.
    if (joined.code === 'roomClosed') return deadlinePassed(c, deadline)
    return refuse(c, joined.code === 'removed' ? 403 : 409, joined.code, LL.room[joined.code]())
  }
  if (!had) await writeLearner(c, learner)
  await writeSeat(c, code, { t: token }, seatSeconds(deadline))
  if (wantsJson(c)) return c.json({ ok: true, id: joined.id })
  return c.redirect(roomUrl(locale, code), 303)
}

/** The lines above a pupil's question: who they are, and until when (with the question's id, as a live room's screen has it). */
const PupilBar = ({ c, pupil, questionId }: { c: Ctx; pupil: PupilState; questionId: string }) => {
  const LL = translator(c.get('locale'))
  return (
    <div className="homework-bar" data-question={questionId}>
      <p>{LL.room.youAre({ name: pupil.name })}</p>
      <p>{LL.homework.dueBy({ when: moment(c, pupil.settings.deadline!) })}</p>
    </div>
  )
}

const questionScreen = (c: Ctx, pupil: PupilState, question: Question, props: QuestionScreenProps) =>
  c.render(
    <>
      <PupilBar c={c} pupil={pupil} questionId={question.id} />
      <Island name="question" props={props}>
        <QuestionScreen {...props} />
      </Island>
    </>,
    { title: props.progressText, hydrate: true },
  )

/** The pupil's next question (or, with `error`, their rejected answer to it). */
const questionPage = (c: Ctx, code: string, pupil: PupilState, index: number, extra: { markers: boolean; error?: string; given?: AnswerFields }) => {
  const locale = c.get('locale')
  const question = findQuestion(pupil.settings.ids[index]!)!
  const position = { index, total: pupil.settings.ids.length, answered: index }
  const props = questionScreenProps(locale, question, position, extra.error ? { error: extra.error, given: extra.given! } : {}, extra.markers, questionAddress(locale, code, index))
  return questionScreen(c, pupil, question, props)
}

/** What a pupil reads after an answer: the verdict, their answer, the right one, the explanation, and on. */
const feedbackOf = (locale: Locale, code: string, question: Question, index: number, total: number, given: MyAnswer, clickWidth?: number): Feedback => {
  const LL = translator(locale)
  return {
    ...answerFeedback(locale, question, { p: given.share, a: JSON.parse(given.answer) as Answer }, clickWidth),
    next: roomUrl(locale, code),
    nextLabel: index + 1 < total ? LL.ui.next() : LL.ui.seeResult(),
  }
}

const feedbackPage = (c: Ctx, code: string, pupil: PupilState, index: number) => {
  const locale = c.get('locale')
  const question = findQuestion(pupil.settings.ids[index]!)!
  const total = pupil.settings.ids.length
  const given = pupil.answers[index]!
  const props = questionScreenProps(locale, question, { index, total, answered: pupil.answers.length }, {
    feedback: feedbackOf(locale, code, question, index, total, given),
    given: answerFields(question, JSON.parse(given.answer) as Answer),
  })
  return questionScreen(c, pupil, question, props)
}

/** The pupil's score once every question is answered or the deadline has passed, with a link to each feedback. */
const summaryPage = (c: Ctx, code: string, pupil: PupilState, error?: string) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const total = pupil.settings.ids.length
  const done = pupil.answers.length >= total
  const right = pupil.answers.filter((a) => a.share >= 1).length
  const heading = done ? LL.homework.doneHeading() : LL.homework.pastHeading()
  return c.render(
    <section className="panel homework-done">
      <h1>{heading}</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p className="lead">
        {done
          ? LL.homework.done({ points: pupil.score, right, total })
          : LL.homework.pastSeated({ when: moment(c, pupil.settings.deadline!), answered: pupil.answers.length, total, points: pupil.score })}
      </p>
      <p>{LL.room.youAre({ name: pupil.name })}</p>
      {pupil.answers.length > 0 && (
        <>
          <h2>{LL.homework.reviewHeading()}</h2>
          <ol className="homework-review">
            {pupil.answers.map((given, i) => (
              <li key={i} className={`verdict-${verdictOf(given.share)}`}>
                <a href={questionAddress(locale, code, i)}>{textsFor(locale, findQuestion(pupil.settings.ids[i]!)!).prompt()}</a>{' '}
                <span>
                  {verdictText(locale, given.share)} {LL.homework.points({ points: given.points })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>,
    { title: heading },
  )
}

/** A question's address: the pupil's next question, or the feedback of one answered; anything else goes to the room. */
export const showHomeworkQuestion = async (c: Ctx) => {
  const locale = c.get('locale')
  const code = pathCode(c)
  const index = Number(c.req.param('q'))
  if (!code || !/^\d{1,2}$/.test(c.req.param('q') ?? '')) return roomNotFound(c)
  const seat = await readSeat(c, code)
  const pupil = seat && !seat.h ? await roomStub(c, code).pupil(seat.t) : undefined
  if (pupil && !pupil.removed) {
    if (index < pupil.answers.length) return feedbackPage(c, code, pupil, index)
    if (index === pupil.answers.length && index < pupil.settings.ids.length && pupil.now < pupil.settings.deadline!) {
      return questionPage(c, code, pupil, index, { markers: c.req.query(MARKERS_QUERY) === '1' })
    }
  }
  return c.redirect(roomUrl(locale, code), 302)
}

/** A pupil's answer: 303 to its feedback, or the JSON the hydrated question screen reads. */
export const answerHomework = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const code = pathCode(c)
  const index = Number(c.req.param('q'))
  if (!code || !/^\d{1,2}$/.test(c.req.param('q') ?? '')) return roomNotFound(c)
  const fields = await readRoomForm(c)
  if (fields instanceof Response) return fields
  const room = roomUrl(locale, code)
  const address = questionAddress(locale, code, index)
  const stub = roomStub(c, code)
  const seat = await readSeat(c, code)
  const result = seat && !seat.h ? await stub.pupilAnswer(seat.t, index, fields, locale) : ({ ok: false, code: 'notSeated' } as const)
  /** Elsewhere than here: the room's page says where (the nickname form, the next question, the score). */
  const goTo = (to: string, status: 400 | 403 | 409, code: string, message: string) =>
    wantsJson(c) ? c.json({ error: { code, message, next: to } }, status) : c.redirect(to, 303)
  if (result.ok) {
    if (!wantsJson(c)) return c.redirect(`${address}#verdict`, 303)
    const { ids } = (await stub.pupil(seat!.t))!.settings
    const question = findQuestion(ids[index]!)!
    const recorded = JSON.parse(result.answer.answer) as Answer
    // A map question's solution is a click at the width the pupil's click was posted at.
    const clickWidth = question.type === 'map' && typeof recorded === 'string' ? readClick(recorded)?.width : undefined
    const feedback = feedbackOf(locale, code, question, index, ids.length, result.answer, clickWidth)
    const body: AnswerResponse = {
      correct: feedback.verdict === 'correct',
      points: feedback.points,
      explanation: feedback.explanation,
      next: feedback.next,
      solution: feedback.solutionFields,
      feedback,
    }
    return c.json(body)
  }
  switch (result.code) {
    case 'notSeated':
      if (!(await stub.snapshot())) return unknownRoom(c)
      return goTo(room, 403, 'notSeated', LL.homework.notSeated())
    case 'notCurrent':
      return goTo(room, 409, 'notCurrent', LL.errors.notCurrent())
    case 'keyboardClick':
      return goTo(`${address}?${MARKERS_QUERY}=1#prompt`, 400, 'keyboardClick', LL.errors.keyboardClick())
    case 'removed':
      return refuse(c, 403, 'removed', LL.room.removed())
  }
  const pupil = await stub.pupil(seat!.t)
  if (!pupil) return roomNotFound(c)
  if (result.code === 'deadlinePassed') {
    if (wantsJson(c)) return jsonError(c, 410, 'deadlinePassed', LL.homework.late())
    c.status(410)
    return summaryPage(c, code, pupil, LL.homework.late())
  }
  const message = result.code === 'tooLong' ? LL.errors.tooLong({ max: MAX_TEXT_LENGTH }) : LL.errors[result.code]()
  if (wantsJson(c)) return jsonError(c, 400, result.code, message)
  c.status(400)
  const given = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.slice(0, 10).map((s) => s.slice(0, 100))]))
  const question = findQuestion(pupil.settings.ids[index]!)!
  return questionPage(c, code, pupil, index, { markers: question.type === 'map' && 'answer' in fields, error: message, given })
}
