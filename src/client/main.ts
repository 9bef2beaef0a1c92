/**
 * @module client
 * The browser entry: hydrates the islands the server marked (the answer form, the
 * share box) from the props rendered beside them. Everything else stays plain HTML.
 */
import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from '../ui/Island.js'
import { QuestionScreen } from '../ui/QuestionScreen.js'
import { ShareBox } from '../ui/ShareBox.js'

type AnyProps = Record<string, unknown>
const ISLANDS: Record<IslandName, ComponentType<AnyProps>> = {
  question: QuestionScreen as unknown as ComponentType<AnyProps>,
  share: ShareBox as unknown as ComponentType<AnyProps>,
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName
  const Component = ISLANDS[name]
  const propsText = document.querySelector(`script[data-island-props="${name}"]`)?.textContent
  if (Component && propsText) hydrateRoot(element, createElement(Component, JSON.parse(propsText) as AnyProps))
}
