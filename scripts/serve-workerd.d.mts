export function buildDeployBundle(out: string): string
export function writeConfig(options: { out: string; port: number; stateDir: string; vars: Record<string, string> }): string
export function startWorkerd(config: string, port: number): Promise<{ baseUrl: string; coldStartMs: number; stop: () => Promise<unknown>; errors: () => string }>
