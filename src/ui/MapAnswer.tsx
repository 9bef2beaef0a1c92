/**
 * @module MapAnswer
 * The answer fields of a `map` question, and the map of a feedback.
 * - Without JavaScript: one `<input type="image" name="m{width}">` per width the picture
 *   is shown at (client/styles.css shows one by a media query), so a click posts its
 *   place and the field name says the size.
 * - Hydrated: the same picture inline (the country under the pointer lights up), a pin
 *   where the player tapped, zoom for phones; it posts the pin as `m{MAP_WIDTH}.x/.y`.
 * - Lettered markers: the same map with four lettered markers and a radio per letter,
 *   for a keyboard or screen-reader player (an image input activated by keyboard posts 0,0).
 * Positions are SVG attributes, never inline styles: the page's CSP allows none.
 */
import { useEffect, useState, type MouseEvent } from 'react'

export interface MapMarker {
  letter: string
  value: string
  /** % of the picture's width and height. */
  x: number
  y: number
}

export interface MapProps {
  src: string
  /** The picture's own size (base px); clicks are posted in this size when hydrated. */
  width: number
  height: number
  /** Widths (CSS px) of the image inputs, each shown by a media query. */
  sizes: number[]
  /** The image inputs' alt text: the map, the task, and the keyboard way. */
  alt: string
  /** The picture's alt text once hydrated, and the markers' picture. */
  pictureAlt: string
  /** Present in the lettered-marker mode. */
  markers?: { list: MapMarker[]; alt: string; choices: string[] }
  /** Links between the two ways of answering. */
  markersHref: string
  clickHref: string
  labels: { clickHint: string; useMarkers: string; useClick: string; pinHint: string; zoomIn: string; zoomOut: string; markersHint: string }
}

/** A picture with marks drawn over it in its own coordinates (an SVG `<image>`, so no inline styles are needed). */
export function MarkedPicture({ src, width, height, alt, children }: { src: string; width: number; height: number; alt: string; children?: React.ReactNode }) {
  return (
    <svg className="map-picture" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={alt} focusable="false">
      <image href={src} width={width} height={height} />
      {children}
    </svg>
  )
}

function Markers({ map, given, disabled }: { map: MapProps; given?: string; disabled: boolean }) {
  const { markers } = map
  if (!markers) return null
  return (
    <>
      <MarkedPicture src={map.src} width={map.width} height={map.height} alt={markers.alt}>
        {markers.list.map((m) => (
          <g key={m.letter} className="map-marker" aria-hidden="true">
            <circle cx={(m.x * map.width) / 100} cy={(m.y * map.height) / 100} r={19} />
            <text x={(m.x * map.width) / 100} y={(m.y * map.height) / 100} dy="0.35em" textAnchor="middle">
              {m.letter}
            </text>
          </g>
        ))}
      </MarkedPicture>
      <p className="hint" id="answer-hint">
        {map.labels.markersHint}
      </p>
      <ul className="choices choices-markers">
        {markers.list.map((m, i) => (
          <li key={m.letter} className="choice">
            <label>
              <input type="radio" name="answer" value={m.value} defaultChecked={given === m.value} disabled={disabled} required />
              <span className="choice-label">{markers.choices[i]}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="map-switch">
        <a href={map.clickHref}>{map.labels.useClick}</a>
      </p>
    </>
  )
}

interface Box {
  left: number
  top: number
  width: number
  height: number
}

/** Hydrated: tap to place a pin (and light up the country under it), zoom on phones; the pin is what is posted. */
function PinMap({ map }: { map: MapProps }) {
  const [svg, setSvg] = useState<string>()
  const [pin, setPin] = useState<[number, number]>()
  const [zoomed, setZoomed] = useState(false)
  useEffect(() => {
    // The picture is a static, immutable asset, already in the cache: inline it so its countries can light up.
    fetch(map.src)
      .then((r) => (r.ok ? r.text() : undefined))
      .then((text) => text?.startsWith('<svg') && setSvg(text))
      .catch(() => undefined)
  }, [map.src])
  const place = (event: MouseEvent) => {
    const box = (event.currentTarget as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect()
    const x = Math.round(((event.clientX - box.left) * map.width) / box.width)
    const y = Math.round(((event.clientY - box.top) * map.height) / box.height)
    setPin([Math.min(map.width, Math.max(1, x)), Math.min(map.height, Math.max(1, y))])
  }
  return (
    <>
      <div className={`map-pick is-enhanced${zoomed ? ' is-zoomed' : ''}`}>
        <div className="map-canvas" onClick={place}>
          {svg ? (
            <div className="map-inline" role="img" aria-label={map.pictureAlt} dangerouslySetInnerHTML={{ __html: svg }} />
          ) : (
            <img className="map-img" src={map.src} alt={map.pictureAlt} width={map.width} height={map.height} />
          )}
          {pin && (
            <svg className="map-overlay" viewBox={`0 0 ${map.width} ${map.height}`} aria-hidden="true" focusable="false">
              <circle className="map-pin" cx={pin[0]} cy={pin[1]} r={zoomed ? 7 : 11} />
            </svg>
          )}
        </div>
      </div>
      {pin && (
        <>
          <input type="hidden" name={`m${map.width}.x`} value={pin[0]} />
          <input type="hidden" name={`m${map.width}.y`} value={pin[1]} />
        </>
      )}
      <p className="hint map-hint" id="answer-hint">
        {map.labels.pinHint}{' '}
        <button type="button" className="link-button map-zoom" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
          {zoomed ? map.labels.zoomOut : map.labels.zoomIn}
        </button>
      </p>
      <p className="map-switch">
        <a href={map.markersHref}>{map.labels.useMarkers}</a>
      </p>
    </>
  )
}

/** The plain form: one image input per displayed width; a click submits the form with its place. */
function ImageInputs({ map }: { map: MapProps }) {
  return (
    <>
      <div className="map-pick">
        {map.sizes.map((width) => (
          <input
            key={width}
            type="image"
            className={`map-input map-w${width}`}
            name={`m${width}`}
            src={map.src}
            alt={map.alt}
            width={width}
            height={Math.round((width * map.height) / map.width)}
          />
        ))}
      </div>
      <p className="hint" id="answer-hint">
        {map.labels.clickHint}
      </p>
      <p className="map-switch">
        <a href={map.markersHref}>{map.labels.useMarkers}</a>
      </p>
    </>
  )
}

export function MapAnswer({ map, enhanced, given, disabled }: { map: MapProps; enhanced: boolean; given?: string; disabled: boolean }) {
  if (map.markers) return <Markers map={map} given={given} disabled={disabled} />
  return enhanced ? <PinMap map={map} /> : <ImageInputs map={map} />
}
