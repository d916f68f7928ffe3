// Writes a Content-Security-Policy meta tag into every exported HTML file. The one inline script a page
// may have is the head script (client/early/), allowed by the sha256 of its built code from the client
// build's manifest; no 'unsafe-inline' and no 'unsafe-eval' for scripts. Any other inline script fails
// the build: browser code is typed and compiled, never text in a string. Runs after hosting.ts, whose
// redirect pages carry the head script too. A meta policy cannot carry frame-ancestors: the server
// sends that one.
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { walkFiles } from '@/lib/files'
import { isSingleFile } from '@/lib/single-files'

import type { PostBuild } from './post-build'

import { contentSecurityPolicy, resolveRules } from '../hosting/rules'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXISTING = /<meta http-equiv="Content-Security-Policy"[^>]*>/i

/** Does a <script> tag with these attributes run inline code (not src=, not a data block)? */
function isInlineCode(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return !type || type === 'module' || /^(text|application)\/(javascript|ecmascript)$/.test(type)
}

/** The sha256 (base64) of every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, code] of html.matchAll(SCRIPT)) {
    if (!isInlineCode(attributes ?? '')) continue
    const hash = createHash('sha256')
      .update(code ?? '', 'utf8')
      .digest('base64')
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}

/** The document with its policy as the first element after <meta charset> (which must stay early). */
export function withPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`
  const cleaned = html.replace(EXISTING, '')
  const charset = /<head>\s*<meta charset=["']?utf-8["']?\s*\/?>/i.exec(cleaned)
  const at = charset ? charset.index + charset[0].length : cleaned.indexOf('<head>') + 6
  if (at < 6) throw new Error('no <head> to put the content security policy in')
  return cleaned.slice(0, at) + meta + cleaned.slice(at)
}

export async function contentSecurityPolicies({ out, client }: PostBuild): Promise<string> {
  const { chatOrigin, statusOrigin } = resolveRules(out)
  // The single-file guides carry their own policy: nothing loads at all.
  const pages = walkFiles(out).filter((f) => f.endsWith('.html') && !isSingleFile(f))
  let withHead = 0
  for (const rel of pages) {
    const file = path.join(out, rel)
    const html = await readFile(file, 'utf8')
    const others = inlineScriptHashes(html).filter((hash) => hash !== client.headHash)
    if (others.length > 0)
      throw new Error(
        `out/${rel}: an inline script that is not the head script of the client build ` +
          `(sha256-${others[0]}): browser code belongs in client/early/, compiled, not in a string`,
      )
    const hashes = inlineScriptHashes(html).length > 0 ? [client.headHash] : []
    withHead += hashes.length
    try {
      await writeFile(
        file,
        withPolicy(html, contentSecurityPolicy({ hashes, chatOrigin, statusOrigin })),
      )
    } catch (error) {
      throw new Error(`out/${rel}: ${(error as Error).message}`)
    }
  }
  return `${pages.length} HTML files, ${withHead} with the head script (sha256-${client.headHash})`
}
