export interface StartedWorker {
  baseUrl: string
  stop: () => void
  output: () => string
}
export function startWorker(options: {
  port: number
  mode?: 'production' | 'development'
  secret?: string
  extraArgs?: string[]
  extraEnv?: Record<string, string>
}): Promise<StartedWorker>
