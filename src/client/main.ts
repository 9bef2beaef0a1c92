/**
 * @module client
 * The browser entry: hydrates the islands the server marked (the answer form, the
 * share box) from the props rendered beside them, each inside the root error
 * boundary. Everything else stays plain HTML.
 */
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '../ui/Island.js'
import { Crash } from '../ui/Crash.js'
import { QuestionScreen } from '../ui/QuestionScreen.js'
import { ShareBox } from '../ui/ShareBox.js'
import { CLIENT_CONFIG_ID, type ClientConfig } from './config.js'
import { ErrorBoundary } from './ErrorBoundary.js'
import { reportClientError, startReporting } from './report.js'

type AnyProps = Record<string, unknown>
type Loader = () => Promise<ComponentType<AnyProps>>
const ISLANDS: Record<IslandName, Loader> = {
  question: async () => QuestionScreen as unknown as ComponentType<AnyProps>,
  share: async () => ShareBox as unknown as ComponentType<AnyProps>,
  crash: async () => Crash as unknown as ComponentType<AnyProps>,
  // Rooms load their own chunk: the question page's script stays as it was.
  room: async () => (await import('../ui/RoomScreen.js')).RoomScreen as unknown as ComponentType<AnyProps>,
}

const config = JSON.parse(document.getElementById(CLIENT_CONFIG_ID)?.textContent ?? '{}') as ClientConfig
startReporting(config)

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName
  const load = ISLANDS[name]
  const propsText = document.querySelector(`script[data-island-props="${name}"]`)?.textContent
  if (!load || !propsText) continue
  void load().then((Component) => {
    const island = createElement(Component, JSON.parse(propsText) as AnyProps)
    hydrateRoot(element, createElement(ErrorBoundary, { message: config.clientError, children: island }), {
      onRecoverableError: (error) => {
        console.error(error)
        reportClientError(error)
      },
    })
  })
}
