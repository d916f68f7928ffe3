export function searchIndexSize(out: string): Promise<string>
