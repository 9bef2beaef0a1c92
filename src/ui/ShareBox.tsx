/**
 * @module ShareBox
 * The shareable result on the success screen. Without JavaScript it is text to
 * select; hydrated, it offers Web Share where the browser has it and copying to the
 * clipboard everywhere, and says so through a live region.
 */
import { useEffect, useState } from 'react'
import { browser } from './browser.js'

export interface ShareBoxProps {
  heading: string
  text: string
  url: string
  shareLabel: string
  copyLabel: string
  copiedLabel: string
}

export function ShareBox(props: ShareBoxProps) {
  const [canShare, setCanShare] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const [status, setStatus] = useState('')
  useEffect(() => {
    setEnhanced(true)
    setCanShare(typeof browser.navigator.share === 'function')
  }, [])

  const share = async () => {
    try {
      await browser.navigator.share?.({ text: props.text, url: props.url })
    } catch {
      // The player closed the share sheet: nothing to report.
    }
  }
  const copy = async () => {
    try {
      await browser.navigator.clipboard?.writeText(`${props.text} ${props.url}`)
      setStatus(props.copiedLabel)
    } catch {
      setStatus('')
    }
  }

  return (
    <div className="share">
      <h2>{props.heading}</h2>
      <p className="share-text" id="share-text">
        {props.text}
      </p>
      {enhanced && (
        <div className="share-actions">
          {canShare && (
            <button type="button" className="button button-primary" onClick={share}>
              {props.shareLabel}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={copy}>
            {props.copyLabel}
          </button>
        </div>
      )}
      <p className="share-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}
