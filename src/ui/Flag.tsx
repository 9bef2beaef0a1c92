/**
 * @module Flag
 * The pictures of flag questions. The curated questions' few flags are drawn as inline
 * SVG, shipped in the app; generated questions show flag-icons pictures served as
 * static assets (never in the worker or the client bundle). `alt` describes the
 * picture without naming the country.
 */
import type { ReactElement } from 'react'
import type { FlagId } from '../game/catalog.js'

const W = 30
const H = 20

const vertical = (a: string, b: string, c: string): ReactElement => (
  <>
    <rect width={W / 3} height={H} fill={a} />
    <rect x={W / 3} width={W / 3} height={H} fill={b} />
    <rect x={(2 * W) / 3} width={W / 3} height={H} fill={c} />
  </>
)

const horizontal = (a: string, b: string, c: string): ReactElement => (
  <>
    <rect width={W} height={H / 3} fill={a} />
    <rect y={H / 3} width={W} height={H / 3} fill={b} />
    <rect y={(2 * H) / 3} width={W} height={H / 3} fill={c} />
  </>
)

const nordic = (field: string, cross: string, inner?: string): ReactElement => (
  <>
    <rect width={W} height={H} fill={field} />
    <rect x={8} width={5} height={H} fill={cross} />
    <rect y={7.5} width={W} height={5} fill={cross} />
    {inner && (
      <>
        <rect x={9.25} width={2.5} height={H} fill={inner} />
        <rect y={8.75} width={W} height={2.5} fill={inner} />
      </>
    )}
  </>
)

const disc = (field: string, colour: string, cx: number): ReactElement => (
  <>
    <rect width={W} height={H} fill={field} />
    <circle cx={cx} cy={H / 2} r={6} fill={colour} />
  </>
)

const DRAWINGS: Record<FlagId, () => ReactElement> = {
  japan: () => disc('#ffffff', '#bc002d', W / 2),
  bangladesh: () => disc('#006a4e', '#f42a41', 13.5),
  palau: () => disc('#4aadd6', '#ffde00', 13),
  switzerland: () => (
    <>
      <rect x={5} width={H} height={H} fill="#da291c" />
      <rect x={13.25} y={4} width={3.5} height={12} fill="#ffffff" />
      <rect x={9} y={8.25} width={12} height={3.5} fill="#ffffff" />
    </>
  ),
  italy: () => vertical('#009246', '#ffffff', '#ce2b37'),
  ireland: () => vertical('#169b62', '#ffffff', '#ff883e'),
  hungary: () => horizontal('#ce2939', '#ffffff', '#477050'),
  france: () => vertical('#0055a4', '#ffffff', '#ef4135'),
  sweden: () => nordic('#006aa7', '#fecc00'),
  finland: () => nordic('#ffffff', '#003580'),
  denmark: () => nordic('#c8102e', '#ffffff'),
  norway: () => nordic('#ba0c2f', '#ffffff', '#00205b'),
  germany: () => horizontal('#000000', '#dd0000', '#ffce00'),
  belgium: () => vertical('#000000', '#fdda24', '#ef3340'),
  netherlands: () => horizontal('#ae1c28', '#ffffff', '#21468b'),
  austria: () => horizontal('#c8102e', '#ffffff', '#c8102e'),
}

/**
 * A flag-icons picture (4:3), a static asset with immutable caching: loaded lazily, so
 * flags below the fold wait until the player scrolls to them, and sized up front so
 * the page does not jump when they arrive.
 */
export function FlagPicture({ src, alt, className = 'flag' }: { src: string; alt: string; className?: string }) {
  return <img className={className} src={src} alt={alt} width={120} height={90} loading="lazy" decoding="async" />
}

export function Flag({ id, alt }: { id: FlagId; alt: string }) {
  return (
    <svg className="flag" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={alt} focusable="false">
      {DRAWINGS[id]()}
    </svg>
  )
}
