export function chromiumPath(): string | undefined
export const chromiumArgs: string[]
