/**
 * @module Place
 * What a feedback shows of the place a question is about: the map (the country
 * highlighted, a city question's city as a dot, the player's click as a pin) and beside
 * it a small card of the country (its flag, name and capitals), in the question's and
 * the room's feedback alike. Plain data in, so both hydrate from the same props.
 */
import { MarkedPicture } from './MapAnswer.js'

/** A feedback's map: the picture, and marks in % of its width and height. */
export interface FeedbackMap {
  src: string
  alt: string
  width: number
  height: number
  /** The player's click. */
  pin?: { x: number; y: number }
  /** The city a city question asked for. */
  dot?: { x: number; y: number }
}

/** What to learn of the question's country: shown after every question about one. */
export interface CountryCardData {
  name: string
  flag: { src: string; alt: string }
  /** "Capital" or "Capitals", and their names; absent where the catalog names none (decision 014). */
  capitals?: { label: string; names: string }
}

function FeedbackPicture({ map, image }: { map: FeedbackMap; image: boolean }) {
  if (image && !map.dot && !map.pin) return <img className="map-picture" src={map.src} alt={map.alt} width={map.width} height={map.height} />
  const at = (mark: { x: number; y: number }) => ({ cx: (mark.x * map.width) / 100, cy: (mark.y * map.height) / 100 })
  return (
    <MarkedPicture src={map.src} width={map.width} height={map.height} alt={map.alt}>
      {map.pin && <circle className="map-pin" {...at(map.pin)} r={11} />}
      {/* Over the pin: a right click's pin would hide the city. */}
      {map.dot && <circle className="map-dot" {...at(map.dot)} r={7} />}
    </MarkedPicture>
  )
}

export function CountryCard({ card }: { card: CountryCardData }) {
  return (
    <div className="country-card">
      <img className="country-card-flag" src={card.flag.src} alt={card.flag.alt} width={60} height={45} />
      <p className="country-card-name">{card.name}</p>
      {card.capitals && (
        <dl className="country-card-facts">
          <div>
            <dt>{card.capitals.label}</dt>
            <dd>{card.capitals.names}</dd>
          </div>
        </dl>
      )}
    </div>
  )
}

/**
 * The map and the card side by side (stacked on a phone); either may be absent. `image`:
 * a map without marks as a plain `<img>` (the room's reveal, sized by its projector layout).
 */
export function FeedbackPlace({ map, card, image = false }: { map?: FeedbackMap; card?: CountryCardData; image?: boolean }) {
  if (!map && !card) return null
  return (
    <div className="feedback-place">
      {map && <FeedbackPicture map={map} image={image} />}
      {card && <CountryCard card={card} />}
    </div>
  )
}
