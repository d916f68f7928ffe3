/**
 * Personal guide links: a guide URL may carry the reader's subscription in its fragment,
 * `/android/happ#sub=<percent-encoded https URL>`, or Happ's encrypted form of it,
 * `#sub=happ://crypt4/<base64>`. Browsers never send the fragment to a server, so the page reads it on
 * the device. This module is the pure part: validate the link, read it from a fragment and build an
 * app's import link from the registry's fixed template. No I/O, no logging.
 */
import type { ImportLink } from './apps'

/** sessionStorage (never localStorage): moving between guides keeps it, closing the tab forgets it. */
export const STORAGE_KEY = 'onetap:subscription'

/** The fragment parameter that carries the subscription (`#sub=…`). */
export const subscriptionParam = 'sub'

/** Longest subscription URL accepted; real ones are far shorter, and deep links have limits of their own. */
export const maxSubscriptionLength = 2048

/** Platforms read on a phone (or a TV): a desktop reader of these guides gets a QR code of the page. */
export const phonePlatforms = ['android', 'ios', 'tvos'] as const

// Whitespace (including Unicode spaces and line separators) and C0/C1 control characters.
const forbidden = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/

/**
 * The subscription URL in canonical form (`URL.href`, always ASCII), or `null` when it is not an
 * absolute `https:` URL with a host, within `maxSubscriptionLength`, free of whitespace, control
 * characters and user credentials.
 */
export function validateSubscription(value: string): string | null {
  if (value.length === 0 || value.length > maxSubscriptionLength) return null
  if (forbidden.test(value)) return null
  // Checked on the text as given too: `new URL` would quietly fix `https:/x` or `HTTPS://`.
  if (!/^https:\/\/[^/?#\\]/i.test(value)) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.hostname === '') return null
  if (url.username !== '' || url.password !== '') return null
  const href = url.href
  if (href.length > maxSubscriptionLength) return null
  return href
}

/**
 * Happ's encrypted subscription links, `happ://<version>/<body>`: the body is the subscription URL
 * encrypted with the RSA public key built into Happ (PKCS#1 v1.5), in standard base64 with padding
 * (RFC 4648 §4, Node's `Buffer.toString('base64')`), so only Happ can read it and no other app can import
 * it. By version, the length of the body in characters (the ciphertext's size in base64), where a source
 * states the key:
 * - `crypt`: RSA-1024, 128 bytes, 172 characters, the first key, for URLs up to 110 characters;
 *   `crypt2`: RSA-4096, 512 bytes, 684 characters, for longer ones (Happ's documentation before crypt3:
 *   https://happ.su/main/zh/documentation/crypto-link, which still lists both keys).
 * - `crypt3`, `crypt4`: RSA-4096 (HappDev/happ_su@c1bb89f `dev-docs/crypto-link.md`: "only RSA-4096,
 *   referred to as happ://crypt3/"; https://www.happ.su/main/dev-docs/crypto-link: crypt4 recommended;
 *   kastov/cryptohapp `src/constants/`, the library Remnawave's panel uses).
 * - `crypt5`: "a new encryption type" made only by Happ's API (`crypto.happ.su/api-v2.php`); no source
 *   states its size, so only the alphabet, the padding and the overall limit apply.
 */
export const happCryptBodyLength: Readonly<Record<string, number>> = {
  crypt: 172,
  crypt2: 684,
  crypt3: 684,
  crypt4: 684,
}

// The scheme in lower case, a version, one slash, then canonical base64: 4-character groups, the last
// one padded with `=` only where its bytes end, the unused bits of its last character zero (so a link
// has one spelling).
const happCryptLink =
  /^happ:\/\/(crypt[2-5]?)\/((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=|[A-Za-z0-9+/][AQgw]==))$/

/**
 * The link as given when it is one of Happ's encrypted subscription links (`happ://crypt4/<base64>`,
 * `crypt`, `crypt2`…`crypt5`) within `maxSubscriptionLength`, else `null`: an unknown version, another
 * alphabet (URL-safe `-_`, spaces, line breaks), bad padding, an empty body or a body whose length is
 * not the version's (`happCryptBodyLength`).
 */
export function validateHappCryptLink(value: string): string | null {
  const m = happCryptLink.exec(value)
  const length = m && happCryptBodyLength[m[1]!]
  return m && value.length <= maxSubscriptionLength && (!length || m[2]!.length === length)
    ? value
    : null
}

/**
 * A personal link the page accepts: an https subscription URL in canonical form
 * (`validateSubscription`), or one of Happ's encrypted links as given (`validateHappCryptLink`).
 */
export function validatePersonalLink(value: string): string | null {
  return validateSubscription(value) ?? validateHappCryptLink(value)
}

/** Whether a checked personal link is Happ's encrypted form, which only Happ can import. */
export const isHappCryptLink = (link: string) => link.startsWith('happ://')

/** What a page's fragment says about a subscription. */
export type FragmentResult = { kind: 'none' } | { kind: 'invalid' } | { kind: 'valid'; url: string }

/**
 * Reads `#sub=<percent-encoded URL>` (the leading `#` is optional). The value runs to the end of the
 * fragment, so an unencoded URL with `&` in its query survives. Any other fragment (`#install`) is
 * `none`; a `sub=` whose value is malformed or fails `validatePersonalLink` is `invalid`.
 */
export function parseFragment(hash: string): FragmentResult {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash
  const prefix = `${subscriptionParam}=`
  if (!fragment.startsWith(prefix)) return { kind: 'none' }
  const encoded = fragment.slice(prefix.length)
  // Percent-encoded, the value may take up to three characters per character of the URL.
  if (encoded.length === 0 || encoded.length > maxSubscriptionLength * 3) return { kind: 'invalid' }
  let decoded: string
  try {
    decoded = decodeURIComponent(encoded)
  } catch {
    return { kind: 'invalid' }
  }
  const url = validatePersonalLink(decoded)
  return url ? { kind: 'valid', url } : { kind: 'invalid' }
}

/** The fragment that carries a subscription: `#sub=<encodeURIComponent(url)>`. */
export function subscriptionFragment(url: string): string {
  return `#${subscriptionParam}=${encodeURIComponent(url)}`
}

/** Standard base64 (RFC 4648 §4, with padding) of the URL's UTF-8 bytes. */
export function base64(value: string): string {
  const bytes = new TextEncoder().encode(value)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const placeholder = /\{(url|urlEncoded|base64|name|hostPath)\}/g

function fill(template: string, values: Record<string, string>): string | null {
  // One pass: a value that itself contains `{name}` is never expanded again.
  const link = template.replace(placeholder, (_, key: string) => values[key] ?? '')
  // The scheme comes from the template and nowhere else.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(template)?.[0]
  if (!scheme || !link.toLowerCase().startsWith(scheme.toLowerCase())) return null
  if (/^(javascript|data|vbscript|file|blob):/i.test(link)) return null
  return link
}

/** An app's import links for a subscription. */
export interface ImportLinks {
  /** The app's own link (its custom scheme). */
  primary: string
  /** An https link for where custom schemes are blocked (Stash's `link.stash.ws`). */
  fallback?: string
}

/**
 * Builds the app's import links from its registry template and a personal link. The link is validated
 * again here, so a caller can never pass an unchecked value into a link. Happ's encrypted link is its
 * own import link: it is returned as it is for an app whose template opens `happ://` (Happ), and no
 * other app gets a link from it (`null`).
 * `{url}` is the URL as is, `{urlEncoded}` `encodeURIComponent(url)` (applied twice with the
 * `encoded-twice` encoding: v2rayNG and Karing decode it twice), `{base64}` its base64, `{name}` the
 * encoded profile name (twice as well for `encoded-twice`), `{hostPath}` host, path and query without the
 * scheme.
 */
export function buildImportLinks(
  importLink: ImportLink,
  subscription: string,
  profileName: string,
): ImportLinks | null {
  if (validateHappCryptLink(subscription))
    return /^happ:/i.test(importLink.template) ? { primary: subscription } : null
  const url = validateSubscription(subscription)
  if (!url) return null
  const parsed = new URL(url)
  const encode = (text: string) =>
    importLink.encoding === 'encoded-twice'
      ? encodeURIComponent(encodeURIComponent(text))
      : encodeURIComponent(text)
  const values = {
    url,
    urlEncoded: encode(url),
    base64: base64(url),
    name: encode(profileName),
    hostPath: `${parsed.host}${parsed.pathname}${parsed.search}`,
  }
  const primary = fill(importLink.template, values)
  if (!primary) return null
  const fallback = importLink.fallback ? fill(importLink.fallback.template, values) : null
  return fallback ? { primary, fallback } : { primary }
}

/**
 * On `<html>` while the tab has a personal link: set by the head script before the first paint (from the
 * address or the tab's storage), so the card at the top of a guide keeps its place until the page script
 * fills it, and corrected by the page script once it has read the link.
 */
export const PERSONAL_ATTRIBUTE = 'data-personal'
