import type { Rules } from '../hosting/rules.mjs'

export function redirectPage(target: string, options: Rules & { locale: 'ru' | 'en' }): string
export function nginxRules(rules: Pick<Rules, 'redirects'>): string
export function nginxHttpRules(): string
export function cdnRedirects(rules: Pick<Rules, 'redirects'>): string
export function cdnHeaders(): string
export function hostingRules(out: string): Promise<string>
