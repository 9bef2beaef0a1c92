/**
 * @module frames
 * The maps a click is made on (src/generated/maps.ts, written by scripts/build/build-maps.mjs):
 * each frame's d3-geo projection, rebuilt from its stored parameters, and the catalog's
 * countries on it as projected, quantized rings in base pixels (MAP_WIDTH wide). A frame
 * is decoded on first use and kept for the isolate's life: 25 frames at most.
 */
import { geoEqualEarth, geoMercator, type GeoProjection } from 'd3-geo'
import { COUNTRY_MAPS, FRAMES, MAP_BASE, MAP_WIDTH } from '../generated/maps.js'

export interface FrameData {
  id: string
  /** Height in base pixels (the width is MAP_WIDTH). */
  h: number
  p: { kind: 'mercator' | 'equalEarth'; rotate: number[]; scale: number; translate: number[] }
  /** `code[!]x,y:ring ring…;…` — `!` marks a small country, x,y its interior point, rings delta-encoded. */
  countries: string
}

export interface CountryMap {
  /** The frame a question about this country is asked on. */
  f: string
  /** Its interior point (polylabel) on that frame, in base pixels. */
  x: number
  y: number
  /** The same point as [longitude, latitude] (computed from x, y on first use). */
  ll: [number, number]
  /** 1: too small to click reliably; drawn as a marker and clicked within a radius. */
  s?: 1
  /** 1: a point at the atlas's precision (the Vatican): no outline to show. */
  n?: 1
}

export interface Shape {
  code: string
  small: boolean
  /** Interior point, base pixels. */
  label: readonly [number, number]
  /** Each ring as x0, y0, x1, y1, … in base pixels. */
  rings: readonly Int32Array[]
  /** minX, minY, maxX, maxY over all rings. */
  box: readonly [number, number, number, number]
}

export interface Frame {
  id: string
  width: number
  height: number
  projection: GeoProjection
  shapes: readonly Shape[]
  byCode: ReadonlyMap<string, Shape>
}

export { MAP_WIDTH }

/**
 * The widths (CSS px) a map question's picture is shown at without JavaScript, one image
 * input each, chosen by media queries (client/styles.css), so the posted field's name says
 * the size; and MAP_WIDTH, at which the hydrated client posts its clicks.
 */
export const MAP_DISPLAY_WIDTHS: readonly number[] = [240, 280, 310, 380, 480, 600, MAP_WIDTH]

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const VALUE = new Map([...ALPHABET].map((ch, i) => [ch, i]))

/** Decodes one delta-encoded ring (zigzag, five bits a character, the sixth bit says "more"). */
const decodeRing = (text: string): Int32Array => {
  const numbers: number[] = []
  let value = 0
  let shift = 0
  for (const ch of text) {
    const chunk = VALUE.get(ch)!
    value += (chunk & 31) * 2 ** shift
    if (chunk & 32) {
      shift += 5
      continue
    }
    numbers.push(value % 2 ? -(value + 1) / 2 : value / 2)
    value = 0
    shift = 0
  }
  const ring = new Int32Array(numbers.length)
  for (let i = 0; i < numbers.length; i++) ring[i] = numbers[i]! + (i >= 2 ? ring[i - 2]! : 0)
  return ring
}

const decodeShape = (entry: string): Shape => {
  const colon = entry.indexOf(':')
  const head = /^([a-z]{2})(!?)(-?[\d.]+),(-?[\d.]+)$/.exec(entry.slice(0, colon))!
  const rings = entry
    .slice(colon + 1)
    .split(' ')
    .filter(Boolean)
    .map(decodeRing)
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 2) {
      box[0] = Math.min(box[0], ring[i]!)
      box[1] = Math.min(box[1], ring[i + 1]!)
      box[2] = Math.max(box[2], ring[i]!)
      box[3] = Math.max(box[3], ring[i + 1]!)
    }
  }
  return { code: head[1]!, small: head[2] === '!', label: [Number(head[3]), Number(head[4])], rings, box }
}

const projectionOf = ({ kind, rotate, scale, translate }: FrameData['p']): GeoProjection =>
  (kind === 'mercator' ? geoMercator() : geoEqualEarth())
    .rotate(rotate as [number, number, number])
    .scale(scale)
    .translate(translate as [number, number])

const decoded = new Map<string, Frame>()

/** The frame with this id, or undefined. */
export const frameById = (id: string): Frame | undefined => {
  let frame = decoded.get(id)
  if (!frame) {
    const data = FRAMES.find((f) => f.id === id)
    if (!data) return undefined
    const shapes = data.countries.split(';').map(decodeShape)
    frame = { id, width: MAP_WIDTH, height: data.h, projection: projectionOf(data.p), shapes, byCode: new Map(shapes.map((s) => [s.code, s])) }
    decoded.set(id, frame)
  }
  return frame
}

export const FRAME_IDS: readonly string[] = FRAMES.map((f) => f.id)

const located = new Map<string, CountryMap>()
/**
 * Where a country is asked about and shown, or undefined for a country without a shape.
 * Its longitude and latitude are its interior point unprojected from its frame (not
 * stored: the worker's data is smaller by that), once per isolate.
 */
export const countryMap = (code: string): CountryMap | undefined => {
  let where = located.get(code)
  if (!where) {
    const stored = COUNTRY_MAPS[code]
    if (!stored) return undefined
    const [lng, lat] = frameById(stored.f)!.projection.invert!([stored.x, stored.y])!
    where = { ...stored, ll: [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4] }
    located.set(code, where)
  }
  return where
}

/** The pictures (static, content-hashed, immutable assets). */
export const framePicture = (frameId: string): string => `${MAP_BASE}/${frameId}.svg`
export const wherePicture = (code: string, withNeighbours: boolean): string => `${MAP_BASE}/${withNeighbours ? 'near' : 'where'}-${code}.svg`
export const shapePicture = (code: string): string => `${MAP_BASE}/shape-${code}.svg`
