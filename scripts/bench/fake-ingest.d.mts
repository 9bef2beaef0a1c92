export function startFakeIngest(options?: { port?: number; log?: boolean }): Promise<{ origin: string; close: () => Promise<void> }>
