/**
 * @module Projector
 * The parts of the host's screen made for a projector, read from the back of a
 * classroom: large figures (answers in, the share right), a countdown that runs on the
 * server's clock, the question's options in the host's language, and a bar per answer
 * at the reveal. Server-rendered with the rest of the room; hydrated, only the countdown
 * moves by itself. Bars are sized by classes (`bar-w-0` … `bar-w-100`): the page's
 * Content-Security-Policy allows no inline styles.
 */
import { useEffect, useState } from 'react'
import type { FlagId } from '../game/catalog.js'
import { Flag, FlagPicture } from './Flag.js'

/** A number the room can read from afar, its caption, and the same as a sentence for screen readers. */
export interface Figure {
  value: string
  label: string
  text: string
  kind: 'answered' | 'right'
}

export interface CountdownView {
  deadline: number
  /** The server's clock when the view was made: the countdown runs from it, not from the browser's clock. */
  now: number
  label: string
  /** The locale's digits 0–9, so the browser writes the seconds as the server does. */
  digits: string
}

/** An option as the host's screen shows it: words, or a flag (a picture whose alt text is `label`). */
export interface ShownOption {
  label: string
  image?: string
  flag?: FlagId
}

export interface HostOptions {
  kind: 'choices' | 'flags' | 'items'
  hint?: string
  items: ShownOption[]
}

export interface BarRow extends ShownOption {
  /** How many, as the screen shows it, and as a sentence for screen readers. */
  count: string
  countText: string
  /** Share of the answers, in % rounded to a step of 5. */
  width: number
  /** The right option (marked with a check and words, not by colour alone). */
  right?: boolean
  /** Bars by outcome, for questions without options. */
  outcome?: 'right' | 'partial' | 'wrong'
}

export interface AnswerBars {
  heading: string
  rightLabel: string
  rows: BarRow[]
}

const secondsLeft = (ms: number) => Math.max(0, Math.ceil(ms / 1000))
const inDigits = (value: number, digits: string) => String(value).replace(/\d/g, (d) => digits[Number(d)] ?? d)

/**
 * The browser's clock at the moment the server's `now` was read: for the page itself, when
 * its response began to arrive (the server read `now` just before); for a view that came
 * later, now.
 */
const arrival = (fromPage: boolean): number => {
  // The browser's Performance API (this module is type-checked for the worker too, which has no DOM types).
  const timing = (globalThis as unknown as { performance: { timeOrigin: number; getEntriesByType(type: 'navigation'): Array<{ responseStart: number }> } }).performance
  const navigation = fromPage ? timing.getEntriesByType('navigation')[0] : undefined
  return navigation ? timing.timeOrigin + navigation.responseStart : Date.now()
}

function Countdown({ countdown, fromPage }: { countdown: CountdownView; fromPage: boolean }) {
  const { deadline, now, label, digits } = countdown
  const [left, setLeft] = useState(() => secondsLeft(deadline - now))
  useEffect(() => {
    const arrived = arrival(fromPage)
    const tick = () => setLeft(secondsLeft(deadline - now - (Date.now() - arrived)))
    tick()
    // Four times a second, so the figure turns within a quarter second of the server's; React skips equal values.
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [deadline, now, fromPage])
  return (
    // A timer is not announced each second (its live region is off): the figure and its caption read as one.
    <p className="figure figure-timer" role="timer">
      <span className="figure-value">{inDigits(left, digits)}</span> <span className="figure-label">{label}</span>
    </p>
  )
}

/** The figures of the moment, the countdown first. */
export function Figures({ figures, countdown, fromPage }: { figures: Figure[]; countdown: CountdownView | undefined; fromPage: boolean }) {
  return (
    <div className="host-figures">
      {countdown && <Countdown countdown={countdown} fromPage={fromPage} />}
      {figures.map((figure) => (
        <p key={figure.kind} className={`figure figure-${figure.kind}`}>
          <span className="figure-value" aria-hidden="true">
            {figure.value}
          </span>{' '}
          <span className="figure-label" aria-hidden="true">
            {figure.label}
          </span>
          <span className="visually-hidden">{figure.text}</span>
        </p>
      ))}
    </div>
  )
}

function OptionPicture({ option, className }: { option: ShownOption; className: string }) {
  if (option.image) return <FlagPicture src={option.image} alt={option.label} className={`flag ${className}`} />
  if (option.flag)
    return (
      <span className={className}>
        <Flag id={option.flag} alt={option.label} />
      </span>
    )
  return null
}

/** What players choose from (or put in order), in the host's language; nothing to click here. */
export function OptionList({ options }: { options: HostOptions }) {
  return (
    <div className="host-options">
      {options.hint && <p className="host-options-hint">{options.hint}</p>}
      <ul className={`host-option-list host-${options.kind}`}>
        {options.items.map((option, i) => (
          <li key={i}>{option.image || option.flag ? <OptionPicture option={option} className="host-flag" /> : option.label}</li>
        ))}
      </ul>
    </div>
  )
}

/** How the room answered: a bar per option (or outcome) with its count in words and figures. */
export function Bars({ bars }: { bars: AnswerBars }) {
  return (
    <section className="host-bars" aria-labelledby="bars-heading">
      <h2 id="bars-heading">{bars.heading}</h2>
      <ul className="bars">
        {bars.rows.map((row, i) => (
          <li key={i} className={`bar-row${row.right ? ' is-right' : ''}${row.outcome ? ` bar-${row.outcome}` : ''}`}>
            <span className="bar-option">
              {row.image || row.flag ? <OptionPicture option={row} className="bar-flag" /> : <span className="bar-label">{row.label}</span>}
              {row.right && (
                <span className="bar-mark">
                  <span aria-hidden="true">✓</span>
                  {` ${bars.rightLabel}`}
                </span>
              )}
            </span>
            <span className="bar-track" aria-hidden="true">
              <span className={`bar bar-w-${row.width}`} />
            </span>
            <span className="bar-count">
              <span aria-hidden="true">{row.count}</span>
              <span className="visually-hidden">{row.countText}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
