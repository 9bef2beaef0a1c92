export function buildDeployBundle(out: string): string
export function writeConfig(options: { out: string; port: number; stateDir: string; vars: Record<string, string> }): string
export function cpuMs(pid: number): number | undefined
export function startWorkerd(config: string, port: number, prefix?: string[]): Promise<{ baseUrl: string; coldStartMs: number; pid: number; stop: () => Promise<unknown>; errors: () => string }>
