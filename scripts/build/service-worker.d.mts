export const precacheGlobs: string[]
export function serviceWorker(out: string): Promise<string>
