export interface Redirect {
  from: string
  to: string
  status: 301 | 302
}
export interface Rules {
  basePath: string
  redirects: Redirect[]
  chatOrigin: string | null
  strings: Record<'ru' | 'en', { redirecting: string }>
}
export const securityHeaders: Record<string, string>
export const hsts: string
export const cache: { immutable: string; revalidate: string; short: string }
export function cacheControl(pathname: string): string
export function cleanPath(pathname: string): string | null
export function listFiles(dir: string, prefix?: string): string[]
export function escapeHtml(s: string): string
export function isRedirectDocument(file: string, target: string): boolean
export function downloadRedirects(out: string, files?: string[]): Redirect[]
export function resolveRules(out: string): Rules
export function localeOf(pathname: string): 'ru' | 'en'
export function pageFolders(out: string, files?: string[]): string[]
export function contentSecurityPolicy(options: {
  hashes: string[]
  chatOrigin: string | null
}): string
