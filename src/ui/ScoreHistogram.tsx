/**
 * @module ScoreHistogram
 * Today's scores as a small bar chart, drawn on the server as SVG: readable without
 * JavaScript, styled by the site's stylesheet (no inline styles, so the CSP holds),
 * with the bars also given as text for screen readers.
 */

export interface ScoreHistogramProps {
  /** Players per bar, for 0, 1, … points (scores rounded down). */
  bars: readonly number[]
  /** The bar the player's own score is in, highlighted. */
  mine?: number
  /** Bar labels and player counts as the locale writes the numbers. */
  labels: readonly string[]
  counts: readonly string[]
  title: string
  /** The bars in words (the text alternative). */
  description: string
  /** Shown under the chart: how to read it. */
  caption?: string
}

const BAR = 24
const GAP = 6
const HEIGHT = 90
const TOP = 14

export function ScoreHistogram({ bars, mine, labels, counts, title, description, caption }: ScoreHistogramProps) {
  const most = Math.max(1, ...bars)
  const width = bars.length * (BAR + GAP) + GAP
  return (
    <figure className="histogram">
      <h2 className="histogram-heading" id="histogram-heading">
        {title}
      </h2>
      <svg viewBox={`0 0 ${width} ${TOP + HEIGHT + 20}`} role="img" aria-labelledby="histogram-heading histogram-desc" className="histogram-chart">
        <desc id="histogram-desc">{description}</desc>
        <line className="histogram-axis" x1={0} x2={width} y1={TOP + HEIGHT + 0.5} y2={TOP + HEIGHT + 0.5} />
        {bars.map((players, i) => {
          const height = players === 0 ? 0 : Math.max(2, Math.round((players / most) * HEIGHT))
          const x = GAP + i * (BAR + GAP)
          return (
            <g key={i} className={i === mine ? 'histogram-bar is-mine' : 'histogram-bar'}>
              <rect x={x} y={TOP + HEIGHT - height} width={BAR} height={height} rx={2} />
              {players > 0 && (
                <text x={x + BAR / 2} y={TOP + HEIGHT - height - 3} textAnchor="middle" className="histogram-count">
                  {counts[i]}
                </text>
              )}
              <text x={x + BAR / 2} y={TOP + HEIGHT + 14} textAnchor="middle" className="histogram-label">
                {labels[i]}
              </text>
            </g>
          )
        })}
      </svg>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
