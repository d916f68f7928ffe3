export function inlineScriptHashes(html: string): string[]
export function withPolicy(html: string, policy: string): string
export function contentSecurityPolicies(out: string): Promise<string>
