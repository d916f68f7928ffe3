export function englishNotFound(out: string): Promise<string>
