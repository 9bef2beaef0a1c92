/**
 * @module RoomScreen
 * A live room's screen, for the host or a player, as plain HTML that works without
 * JavaScript (forms, and a page that refreshes itself while it waits). Hydrated, it holds
 * a WebSocket to the room: each message carries the whole new screen, in the page's
 * language, and the screen re-renders without a reload or a fetch; the socket reconnects
 * with backoff and gets the current screen at once. Without a socket (none yet, or a
 * network that refuses them) the screen is fetched as JSON after an answer.
 * Answers go through the usual question form: over the open socket when there is one
 * (the room replies yes or no), else posted as JSON to the room.
 */
import { FeedbackPlace, type CountryCardData, type FeedbackMap } from './Place.js'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { browser, formBody, submitNatively } from './browser.js'
import { Bars, Figures, OptionList, type AnswerBars, type CountdownView, type Figure, type HostOptions } from './Projector.js'
import { QuestionScreen, type QuestionScreenProps } from './QuestionScreen.js'
import { ShareBox, type ShareBoxProps } from './ShareBox.js'

export interface RoomRow {
  rank: number
  name: string
  points: string
  me?: boolean
  /** The host's reveal: places moved with the question, as a sign ("▲2") and in words. */
  move?: { sign: string; text: string; way: 'up' | 'down' | 'same' }
}

export interface HostButton {
  action: 'start' | 'close' | 'next' | 'remove'
  label: string
  player?: number
  primary?: boolean
}

export interface RoomView {
  version: number
  /** Whose screen: the count messages only concern the host. */
  host: boolean
  players: number
  answered: number
  /** Where the hydrated screen reads its state (JSON) and holds its socket. */
  stateUrl: string
  socketUrl: string
  hostUrl: string
  /** True when the screen waits for the room: without JavaScript it refreshes itself. */
  waiting: boolean
  /** No socket needed any more (podium, removed). */
  done: boolean
  heading: string
  lines: string[]
  /** A refusal to show (an answer too late, a host action out of turn). */
  error?: string
  code?: { label: string; value: string; joinText: string; link: string; qr: string; qrAlt: string }
  roster?: { heading: string; empty: string; players: Array<{ name: string; remove: HostButton }> }
  question?: QuestionScreenProps
  /** With an open question: the lines of the waiting screen once this player's answer is accepted. */
  received?: string[]
  /** The open question's id (as in a game's question URL). */
  questionId?: string
  /** The question as the host's big screen shows it. */
  prompt?: { text: string; picture?: { src: string; alt: string; width: number; height: number } }
  /** The host's screen: its stage (for the projector's layout), figures, countdown, options and, at the reveal, bars. */
  stage?: 'lobby' | 'question' | 'reveal' | 'podium'
  figures?: Figure[]
  countdown?: CountdownView
  options?: HostOptions
  bars?: AnswerBars
  reveal?: { solution: string; solutionLabel: string; given?: string; givenLabel?: string; verdict?: string; verdictKind?: 'correct' | 'partial' | 'wrong'; lines: string[]; map?: FeedbackMap; card?: CountryCardData }
  leaderboard?: { heading: string; labels: { rank: string; name: string; points: string; move?: string }; rows: RoomRow[] }
  /**
   * Each place as its rank (a locale's number, apart from the words so no punctuation
   * around it turns over in right-to-left text) and the words around the nickname
   * (isolated in <bdi>: a name in another script must not reorder the line).
   */
  podium?: { heading: string; places: Array<{ rank: string; before: string; name: string; after: string }> }
  share?: ShareBoxProps
  buttons: HostButton[]
  homeLink?: { href: string; label: string }
  /** The host's podium: a new room with the same questions (a plain form post; the answer is the new room's page). */
  again?: { url: string; label: string; hint: string }
}

/** How long an answer sent over the socket waits for the room before it is posted instead. */
const ANSWER_WAIT_MS = 5_000

/** Reconnects after 0.5 s, 1 s, 2 s … up to 10 s. */
const backoff = (attempt: number) => Math.min(10_000, 500 * 2 ** attempt)

function Leaderboard({ board }: { board: NonNullable<RoomView['leaderboard']> }) {
  return (
    <section className="room-board" aria-labelledby="board-heading">
      <h2 id="board-heading">{board.heading}</h2>
      <table className="board">
        <thead>
          <tr>
            <th scope="col">{board.labels.rank}</th>
            <th scope="col">{board.labels.name}</th>
            <th scope="col">{board.labels.points}</th>
            {board.labels.move && <th scope="col">{board.labels.move}</th>}
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row, i) => (
            <tr key={i} className={row.me ? 'board-me' : undefined}>
              <td>{row.rank}</td>
              <td>
                <bdi>{row.name}</bdi>
              </td>
              <td>{row.points}</td>
              {row.move && (
                <td className={`board-move board-${row.move.way}`}>
                  <span aria-hidden="true">{row.move.sign}</span>
                  <span className="visually-hidden">{row.move.text}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function HostForm({ url, button, onSubmit }: { url: string; button: HostButton; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form method="post" action={url} className="room-action" onSubmit={onSubmit}>
      <input type="hidden" name="action" value={button.action} />
      {button.player !== undefined && <input type="hidden" name="player" value={button.player} />}
      <button type="submit" className={button.primary ? 'button button-primary' : 'button button-secondary'}>
        {button.label}
      </button>
    </form>
  )
}

export function RoomScreen(initial: RoomView) {
  const [view, setView] = useState(initial)
  const latest = useRef(initial)
  latest.current = view
  /** Whether the socket is open: then the room sends each new screen, else the screen is fetched. */
  const live = useRef(false)
  const socketRef = useRef<WebSocket | undefined>(undefined)
  /** An answer sent over the socket, waiting for the room's yes (true) or no (false). */
  const pending = useRef<((accepted: boolean) => void) | undefined>(undefined)

  const refresh = async () => {
    try {
      const response = await fetch(latest.current.stateUrl, { headers: { accept: 'application/json' } })
      const next = response.ok ? ((await response.json()) as RoomView) : undefined
      // Two fetches may cross: never go back to an older state of the room.
      if (next && next.version >= latest.current.version) setView(next)
    } catch {
      // Offline for a moment: the socket's reconnect asks again.
    }
  }

  useEffect(() => {
    if (view.done) return
    let socket: WebSocket | undefined
    let attempt = 0
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const connect = () => {
      const url = new URL(latest.current.socketUrl, (globalThis as unknown as { location: { href: string } }).location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      const ws = new WebSocket(url.href)
      socket = ws
      socketRef.current = ws
      ws.addEventListener('open', () => {
        attempt = 0
        live.current = true
      })
      ws.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return
        const message = JSON.parse(event.data) as { v?: number; view?: RoomView; t?: string }
        if (message.t === 'answered' || message.t === 'error') {
          pending.current?.(message.t === 'answered')
          pending.current = undefined
          return
        }
        // Each message carries the whole screen, in this page's language: no fetch.
        if (message.view && message.view.version >= latest.current.version) {
          // Known at once, not at the next render: an answer's yes that follows must not draw over it.
          latest.current = message.view
          setView(message.view)
        }
      })
      ws.addEventListener('close', (event) => {
        // 4003: removed from the room; 4004: the room is gone. Anything else: try again.
        live.current = false
        pending.current?.(false)
        pending.current = undefined
        if (stopped) return
        if (event.code === 4003 || event.code === 4004) return void refresh()
        timer = setTimeout(connect, backoff(attempt++))
      })
    }
    connect()
    // Keeps idle connections open through proxies; answered by the platform without waking the room.
    const ping = setInterval(() => socket?.readyState === 1 && socket.send('ping'), 25_000)
    return () => {
      stopped = true
      clearTimeout(timer)
      clearInterval(ping)
      socket?.close()
    }
  }, [view.done])

  const onHostAction = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    try {
      const response = await fetch(view.hostUrl, { method: 'POST', body: formBody(form), headers: { accept: 'application/json' } })
      const body = (await response.json()) as RoomView | { error?: { message: string } }
      if ('version' in body) setView(body)
      else submitNatively(form)
    } catch {
      submitNatively(form)
    }
  }

  /** An accepted answer: with the socket open, the waiting screen the question carried (the room sends the next one); without, the screen is fetched. */
  const answered = () => {
    const shown = latest.current
    if (!live.current) return void refresh()
    // The last answer closes the question: the reveal may have come first, and stays.
    if (shown.received) setView({ ...shown, question: undefined, questionId: undefined, received: undefined, waiting: true, lines: shown.received })
  }

  /**
   * The answer over the open socket, as the room's own message (the worker is not woken
   * for it); false, and the form posts it the usual way, when the socket is not open, the
   * room says no (the post's reply gives the localized reason) or does not answer in time.
   */
  const send = (fields: Readonly<Record<string, readonly string[]>>): Promise<boolean> => {
    const ws = socketRef.current
    const shown = latest.current
    const index = Number(shown.question?.action.split('/').at(-1))
    if (!live.current || ws?.readyState !== 1 || !Number.isInteger(index) || pending.current) return Promise.resolve(false)
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.current = undefined
        resolve(false)
      }, ANSWER_WAIT_MS)
      pending.current = (accepted) => {
        clearTimeout(timer)
        resolve(accepted)
      }
      ws.send(JSON.stringify({ t: 'answer', q: index, fields, locale: shown.stateUrl.split('/')[1] }))
    })
  }

  const questionKey = `${view.question?.action}:${view.question?.progressText}`
  return (
    <article className={`room room-${view.host ? 'host' : 'player'}${view.stage ? ` room-stage-${view.stage}` : ''}`} data-version={view.version} data-question={view.questionId}>
      {/* An open question has its own heading (the prompt) and progress line, as in a solo game. */}
      {!view.question && <h1 className="room-heading">{view.heading}</h1>}
      {view.lines.map((line, i) => (
        <p key={i} className={i === 0 ? 'room-line room-lead' : 'room-line'}>
          {line}
        </p>
      ))}
      {view.error && (
        <p className="error" role="alert">
          {view.error}
        </p>
      )}
      {(view.figures || view.countdown) && <Figures figures={view.figures ?? []} countdown={view.countdown} fromPage={view === initial} />}
      {view.code && (
        <section className="room-code" aria-label={view.code.label}>
          <p className="room-code-value">{view.code.value}</p>
          <p className="room-link">
            <a href={view.code.link}>{view.code.joinText}</a>
          </p>
        </section>
      )}
      {view.code && <img className="room-qr" src={view.code.qr} alt={view.code.qrAlt} width={200} height={200} />}
      {view.prompt && (
        <section className="room-prompt">
          <p className="prompt">{view.prompt.text}</p>
          {view.prompt.picture && (
            <img className="prompt-picture" src={view.prompt.picture.src} alt={view.prompt.picture.alt} width={view.prompt.picture.width} height={view.prompt.picture.height} />
          )}
          {view.options && <OptionList options={view.options} />}
        </section>
      )}
      {view.question && (
        <QuestionScreen key={questionKey} {...view.question} onAnswered={answered} send={send} />
      )}
      {view.reveal && (
        <section className={`room-reveal feedback${view.reveal.verdictKind ? ` feedback-${view.reveal.verdictKind}` : ''}`}>
          {view.reveal.verdict && <p className="verdict">{view.reveal.verdict}</p>}
          <dl className="feedback-answers">
            {view.reveal.given !== undefined && (
              <div>
                <dt>{view.reveal.givenLabel}</dt>
                <dd>{view.reveal.given}</dd>
              </div>
            )}
            <div>
              <dt>{view.reveal.solutionLabel}</dt>
              <dd>{view.reveal.solution}</dd>
            </div>
          </dl>
          {view.reveal.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          <FeedbackPlace map={view.reveal.map} card={view.reveal.card} image />
        </section>
      )}
      {view.bars && <Bars bars={view.bars} />}
      {view.podium && (
        <section className="room-podium" aria-label={view.podium.heading}>
          <ol className="podium">
            {view.podium.places.map((place, i) => (
              <li key={i}>
                <span className="podium-rank">{place.rank}</span> {place.before}
                <bdi>{place.name}</bdi>
                {place.after}
              </li>
            ))}
          </ol>
        </section>
      )}
      {view.roster && (
        <section className="room-roster" aria-labelledby="roster-heading">
          <h2 id="roster-heading">{view.roster.heading}</h2>
          {view.roster.players.length === 0 ? (
            <p>{view.roster.empty}</p>
          ) : (
            <ul className="roster">
              {view.roster.players.map((p) => (
                <li key={p.remove.player}>
                  <bdi className="roster-name">{p.name}</bdi>
                  <HostForm url={view.hostUrl} button={p.remove} onSubmit={onHostAction} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {view.buttons.length > 0 && (
        <div className="room-buttons">
          {view.buttons.map((b) => (
            <HostForm key={b.action} url={view.hostUrl} button={b} onSubmit={onHostAction} />
          ))}
        </div>
      )}
      {view.leaderboard && <Leaderboard board={view.leaderboard} />}
      {view.share && <ShareBox {...view.share} />}
      {view.again && (
        <form method="post" action={view.again.url} className="room-action">
          <p>
            <button type="submit" className="button button-primary" aria-describedby="again-hint">
              {view.again.label}
            </button>
          </p>
          <p className="hint" id="again-hint">
            {view.again.hint}
          </p>
        </form>
      )}
      {view.homeLink && (
        <p>
          <a className="button button-secondary" href={view.homeLink.href}>
            {view.homeLink.label}
          </a>
        </p>
      )}
    </article>
  )
}
