/**
 * @module ErrorBoundary
 * The root error boundary around every island: on a render error it shows the
 * localized "Application error: a client-side exception…" text, writes the error to
 * the console and reports it.
 */
import { Component, createElement, type ReactNode } from 'react'
import { reportClientError } from './report.js'

interface Props {
  message: string
  children: ReactNode
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
    reportClientError(error)
  }

  override render() {
    if (this.state.failed) return createElement('p', { className: 'client-error', role: 'alert' }, this.props.message)
    return this.props.children
  }
}
