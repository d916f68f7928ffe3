import { describe, expect, it } from 'vitest'

import { appIds, apps } from './apps'
import { siteConfig } from './site-config'
import {
  base64,
  buildImportLinks,
  isHappCryptLink,
  maxSubscriptionLength,
  parseFragment,
  subscriptionFragment,
  validateHappCryptLink,
  validatePersonalLink,
  validateSubscription,
} from './subscription'

const real = 'https://sub.example.com/api/sub/AbC123?format=raw'

describe('validateSubscription', () => {
  it.each([
    real,
    'https://sub.example.com/x',
    'https://panel.example.net:2096/sub/9f8e7d6c5b4a?name=Example',
    'https://example.com/s/a+b%2Fc==',
    'HTTPS://SUB.EXAMPLE.COM/x',
  ])('accepts %s', (url) => {
    expect(validateSubscription(url)).toBe(new URL(url).href)
  })

  it('returns the canonical form', () => {
    expect(validateSubscription(real)).toBe(real)
    expect(validateSubscription('https://sub.example.com')).toBe('https://sub.example.com/')
    expect(validateSubscription('https://подписка.рф/x')).toMatch(
      /^https:\/\/xn--[a-z0-9-]+\.xn--p1ai\/x$/,
    )
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: disguised', 'javascript://sub.example.com/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['http:', 'http://sub.example.com/x'],
    ['another scheme', 'happ://add/https://sub.example.com/x'],
    ['a relative URL', '/api/sub/x'],
    ['a scheme-relative URL', '//sub.example.com/x'],
    ['a missing host', 'https:///x'],
    ['a sloppy scheme', 'https:/sub.example.com/x'],
    ['a backslash', 'https:\\\\sub.example.com\\x'],
    ['a space', 'https://sub.example.com/a b'],
    ['a leading space', ' https://sub.example.com/x'],
    ['a tab', 'https://sub.example.com/\tx'],
    ['a newline', 'https://sub.example.com/x\n'],
    ['a NUL', 'https://sub.example.com/x\u0000'],
    ['a C1 control', 'https://sub.example.com/x\u0085'],
    ['a no-break space', 'https://sub.example.com/x\u00a0'],
    ['a line separator', 'https://sub.example.com/x\u2028'],
    ['a zero-width space', 'https://sub.example.com/x\u200b'],
    ['credentials', 'https://user:secret@sub.example.com/x'],
    ['an empty string', ''],
    ['an over-long URL', `https://sub.example.com/${'a'.repeat(maxSubscriptionLength)}`],
  ])('rejects %s', (_, url) => {
    expect(validateSubscription(url)).toBeNull()
  })

  it('accepts a URL of exactly the maximum length', () => {
    const prefix = 'https://sub.example.com/'
    const url = prefix + 'a'.repeat(maxSubscriptionLength - prefix.length)
    expect(validateSubscription(url)).toBe(url)
    expect(validateSubscription(url + 'a')).toBeNull()
  })
})

describe('parseFragment', () => {
  it('reads a percent-encoded subscription', () => {
    expect(parseFragment(`#sub=${encodeURIComponent(real)}`)).toEqual({ kind: 'valid', url: real })
    expect(parseFragment(`sub=${encodeURIComponent(real)}`)).toEqual({ kind: 'valid', url: real })
  })

  it('round-trips with subscriptionFragment', () => {
    const url = 'https://sub.example.com/a?x=1&y=2#name'
    expect(parseFragment(subscriptionFragment(url))).toEqual({ kind: 'valid', url })
    expect(subscriptionFragment(real)).toBe(
      '#sub=https%3A%2F%2Fsub.example.com%2Fapi%2Fsub%2FAbC123%3Fformat%3Draw',
    )
  })

  it('keeps an unencoded URL whole, query and all', () => {
    expect(parseFragment('#sub=https://sub.example.com/x?a=1&b=2')).toEqual({
      kind: 'valid',
      url: 'https://sub.example.com/x?a=1&b=2',
    })
  })

  it('ignores other fragments', () => {
    for (const hash of ['', '#', '#install', '#add-subscription', '#subscription=x', '#x&sub=y'])
      expect(parseFragment(hash)).toEqual({ kind: 'none' })
  })

  it.each([
    ['javascript:', '#sub=javascript:alert(1)'],
    ['encoded javascript:', `#sub=${encodeURIComponent('javascript:alert(document.domain)')}`],
    ['data:', `#sub=${encodeURIComponent('data:text/html;base64,PHNjcmlwdD4=')}`],
    ['http:', '#sub=http://x'],
    ['an encoded space', '#sub=https%3A%2F%2Fsub.example.com%2Fa%20b'],
    ['an encoded newline', '#sub=https%3A%2F%2Fsub.example.com%2Fx%0A'],
    ['a truncated escape', '#sub=https%3A%2F%2Fsub.example.com%2Fx%E'],
    ['an invalid escape', '#sub=https%3A%2F%2Fsub.example.com%2F%zz'],
    ['an invalid UTF-8 sequence', '#sub=https%3A%2F%2Fsub.example.com%2F%C3%28'],
    ['double encoding', `#sub=${encodeURIComponent(encodeURIComponent(real))}`],
    ['an empty value', '#sub='],
    [
      'an over-long value',
      `#sub=${encodeURIComponent(`https://x.example.com/${'a'.repeat(3000)}`)}`,
    ],
  ])('rejects %s', (_, hash) => {
    expect(parseFragment(hash)).toEqual({ kind: 'invalid' })
  })
})

describe('base64', () => {
  it('is standard base64 with padding', () => {
    expect(base64('https://sub.example.com/x')).toBe('aHR0cHM6Ly9zdWIuZXhhbXBsZS5jb20veA==')
    expect(base64('https://e.com/?a=>>>')).toBe(
      Buffer.from('https://e.com/?a=>>>').toString('base64'),
    )
  })
})

describe('buildImportLinks', () => {
  const sub = 'https://sub.example.com/x'
  const name = siteConfig.brandName
  const encName = encodeURIComponent(name)
  const enc = 'https%3A%2F%2Fsub.example.com%2Fx'

  // The formats each app documents for importing a subscription from a link.
  const expected: Record<string, { primary: string; fallback?: string } | null> = {
    happ: { primary: 'happ://add/https://sub.example.com/x' },
    v2rayng: { primary: `v2rayng://install-config?url=${encodeURIComponent(enc)}` },
    'clash-meta': { primary: `clashmeta://install-config?url=${enc}&name=${encName}` },
    karing: {
      primary: `karing://install-config?url=${encodeURIComponent(enc)}&name=${encodeURIComponent(encName)}`,
    },
    streisand: { primary: 'streisand://import/https://sub.example.com/x' },
    shadowrocket: { primary: 'shadowrocket://add/sub://aHR0cHM6Ly9zdWIuZXhhbXBsZS5jb20veA==' },
    stash: {
      primary: `stash://install-config?url=${enc}`,
      fallback: 'https://link.stash.ws/install-config/sub.example.com/x',
    },
    'clashx-meta': { primary: `clashx://install-config?url=${enc}&name=${encName}` },
    'clash-verge-rev': { primary: `clash-verge://install-config?name=${encName}&url=${enc}` },
    v2rayn: null,
  }

  it('covers every app in the registry', () => {
    expect(Object.keys(expected).sort()).toEqual([...appIds].sort())
  })

  it.each(appIds.map((id) => [id] as const))('builds the documented link for %s', (id) => {
    const link = apps[id].importLink.value
    const built = link ? buildImportLinks(link, sub, name) : null
    expect(built).toEqual(expected[id])
  })

  it('encodes the profile name', () => {
    expect(encName).not.toContain(' ')
    expect(buildImportLinks(apps['clash-meta'].importLink.value!, sub, 'A&B=C')?.primary).toBe(
      `clashmeta://install-config?url=${enc}&name=A%26B%3DC`,
    )
  })

  it('keeps the query in every form (encoded where the app expects it)', () => {
    const links = buildImportLinks(apps.stash.importLink.value!, real, name)!
    expect(links.primary).toBe(`stash://install-config?url=${encodeURIComponent(real)}`)
    expect(links.fallback).toBe(
      'https://link.stash.ws/install-config/sub.example.com/api/sub/AbC123?format=raw',
    )
    expect(buildImportLinks(apps.happ.importLink.value!, real, name)?.primary).toBe(
      `happ://add/${real}`,
    )
    const rocket = buildImportLinks(apps.shadowrocket.importLink.value!, real, name)!.primary
    expect(atob(rocket.replace('shadowrocket://add/sub://', ''))).toBe(real)
  })

  it('never builds a link from an unchecked value', () => {
    for (const bad of ['javascript:alert(1)', 'http://x', 'data:,x', 'https://x.com/a b', '']) {
      for (const id of appIds) {
        const link = apps[id].importLink.value
        if (link) expect(buildImportLinks(link, bad, name), `${id} ${bad}`).toBeNull()
      }
    }
  })

  it('expands placeholders once and keeps the scheme of the template', () => {
    const tricky = 'https://sub.example.com/%7Bname%7D/{url}'
    for (const id of appIds) {
      const link = apps[id].importLink.value
      if (!link) continue
      const built = buildImportLinks(link, tricky, '{url}')!
      expect(built.primary.split(':')[0]).toBe(link.template.split(':')[0])
      expect(built.primary).not.toMatch(/\{(url|name|urlEncoded|base64|hostPath)\}/)
    }
    const crafted = { template: '{url}', encoding: 'raw' as const }
    expect(buildImportLinks(crafted, sub, name)).toBeNull()
  })
})

/** A Happ link of `version` whose body stands for `bytes` bytes (RSA ciphertext looks like noise). */
const happLink = (version: string, bytes: number, seed = 7) =>
  `happ://${version}/${Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 31 + seed) % 256)).toString('base64')}`
const crypt4 = happLink('crypt4', 512)

describe("Happ's encrypted links", () => {
  it.each([
    ['crypt', 128],
    ['crypt2', 512],
    ['crypt3', 512],
    ['crypt4', 512],
    ['crypt5', 512],
    ['crypt5', 700],
  ])('accepts %s with a %i-byte body, as given', (version, bytes) => {
    const link = happLink(version, bytes)
    expect(validateHappCryptLink(link)).toBe(link)
    expect(validatePersonalLink(link)).toBe(link)
    expect(isHappCryptLink(link)).toBe(true)
    expect(parseFragment(subscriptionFragment(link))).toEqual({ kind: 'valid', url: link })
  })

  it('reads an unencoded link from the fragment too (+, / and = survive)', () => {
    expect(crypt4).toMatch(/[+/]/)
    expect(parseFragment(`#sub=${crypt4}`)).toEqual({ kind: 'valid', url: crypt4 })
  })

  it.each([
    ['an unknown version', crypt4.replace('crypt4', 'evil')],
    ['crypt6', crypt4.replace('crypt4', 'crypt6')],
    ['crypt1', crypt4.replace('crypt4', 'crypt1')],
    ['an upper-case version', crypt4.replace('crypt4', 'CRYPT4')],
    ['an upper-case scheme', crypt4.replace('happ:', 'HAPP:')],
    ['another scheme', crypt4.replace('happ:', 'hap:')],
    ['happ://add/', 'happ://add/https://sub.example.com/x'],
    ['no slash after the version', crypt4.replace('crypt4/', 'crypt4')],
    ['two slashes after the version', crypt4.replace('crypt4/', 'crypt4//')],
    ['an empty body', 'happ://crypt4/'],
    [
      'the URL-safe alphabet',
      `happ://crypt4/${crypt4.slice('happ://crypt4/'.length).replaceAll('+', '-').replaceAll('/', '_')}`,
    ],
    ['a body without its padding', crypt4.replace(/=+$/, '')],
    ['a body with extra padding', `${crypt4}=`],
    ['padding inside the body', crypt4.replace(/^(happ:\/\/crypt4\/.{8})./, '$1=')],
    ['a non-canonical last character', crypt4.replace(/.=$/, 'B=')],
    ['a space', crypt4.replace(/^(happ:\/\/crypt4\/.{8})./, '$1 ')],
    ['a line break', `${crypt4.slice(0, 90)}\n${crypt4.slice(90)}`],
    ['a query', `${crypt4}?x=1`],
    ['a fragment', `${crypt4}#x`],
    ['a body of the wrong size', happLink('crypt4', 128)],
    ['an RSA-1024 body for crypt3', happLink('crypt3', 128)],
    ['a short crypt body', happLink('crypt', 64)],
    ['an over-long body', happLink('crypt5', 1600)],
  ])('refuses %s', (_, link) => {
    expect(validateHappCryptLink(link)).toBeNull()
    expect(validatePersonalLink(link)).toBeNull()
    expect(parseFragment(subscriptionFragment(link))).toEqual({ kind: 'invalid' })
  })

  it('takes a body up to the overall limit', () => {
    // 1 521 bytes are 2 028 characters of base64, 2 042 with `happ://crypt5/`; 1 536 bytes go over.
    const longest = happLink('crypt5', 1521)
    expect(longest.length).toBeLessThanOrEqual(maxSubscriptionLength)
    expect(validateHappCryptLink(longest)).toBe(longest)
    expect(validateHappCryptLink(happLink('crypt5', 1536))).toBeNull()
  })

  it('is its own import link in Happ, and never becomes another app’s link', () => {
    for (const id of appIds) {
      const link = apps[id].importLink.value
      if (!link) continue
      const built = buildImportLinks(link, crypt4, 'Example VPN')
      if (id === 'happ') expect(built).toEqual({ primary: crypt4 })
      else expect(built, id).toBeNull()
    }
  })

  it('an https URL is not a Happ link', () => {
    expect(isHappCryptLink(validatePersonalLink(real)!)).toBe(false)
    expect(validateHappCryptLink(real)).toBeNull()
  })
})

/**
 * Percent-decoding as Java's and Dart's decoders do it: `%XX` runs become UTF-8 bytes (an invalid
 * sequence becomes U+FFFD), `+` becomes a space where `plus` says so. A malformed escape throws
 * (java.net.URLDecoder and Dart's decoders do; Android's query decoding does not, but a link built here
 * never has one).
 */
function percentDecode(value: string, plus: boolean): string {
  let out = ''
  let bytes: number[] = []
  const flush = () => {
    out += new TextDecoder().decode(new Uint8Array(bytes))
    bytes = []
  }
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!
    if (c === '%') {
      const hex = value.slice(i + 1, i + 3)
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new Error(`malformed escape at ${i}: ${value}`)
      bytes.push(parseInt(hex, 16))
      i += 2
      continue
    }
    flush()
    out += plus && c === '+' ? ' ' : c
  }
  flush()
  return out
}

/**
 * The subscription URL v2rayNG imports from `v2rayng://install-config?url=…`, step by step as the app
 * takes it (2dust/v2rayNG@2.3.5 `V2rayNG/app/src/main/java/com/v2ray/ang/ui/UrlSchemeActivity.kt`):
 * 1. `uri?.getQueryParameter("url")`: Android's `Uri` takes the first `url=` of the raw query (split at
 *    `&`, the value after the first `=`) and decodes it with `+` as a space (AOSP `Uri.getQueryParameter`:
 *    `UriCodec.decode(value, convertPlus = true, UTF_8, throwOnFailure = false)`).
 * 2. `parseUri`: `URLDecoder.decode(uriString, "UTF-8")` decodes it again, `+` again a space.
 * 3. The link's own fragment is added only when the decoded URL has none; ours have no fragment.
 */
function v2rayngReceives(link: string): string {
  const query = /^v2rayng:\/\/install-config\?([^#]*)$/.exec(link)?.[1]
  if (query === undefined) throw new Error(`not an install-config link: ${link}`)
  const param = query.split('&').find((p) => p.split('=')[0] === 'url')
  if (param === undefined) throw new Error(`no url parameter: ${link}`)
  const fromUri = percentDecode(param.slice('url='.length), true)
  return percentDecode(fromUri, true)
}

describe("v2rayNG's import link", () => {
  const v2rayng = apps.v2rayng.importLink.value!
  // A signed subscription URL: an encoded `+` (%2B), a literal `+`, an encoded `%`, `/` and `=`.
  const tricky = 'https://sub.example.com/api/sub?token=a%2Bb+c&sig=x%2F%3D%25+y'

  it('reaches the app unchanged through both of its decodings', () => {
    const link = buildImportLinks(v2rayng, tricky, 'Example VPN')!.primary
    expect(validateSubscription(tricky)).toBe(tricky)
    expect(v2rayngReceives(link)).toBe(tricky)
  })

  it.each([
    real,
    'https://sub.example.com/s/a+b%2Fc==',
    'https://sub.example.com/x?a=1&b=%25%2525&c=+',
    'https://xn--80aa0cbo65f.xn--p1ai/%D0%BF%D0%BE%D0%B4%D0%BF%D0%B8%D1%81%D0%BA%D0%B0?q=%F0%9F%94%91',
    'https://sub.example.com/x#Example%20VPN+1',
  ])('keeps %s whole', (url) => {
    const link = buildImportLinks(v2rayng, url, 'Example VPN')!.primary
    expect(v2rayngReceives(link)).toBe(url)
  })

  it('would arrive corrupted encoded once: why the link encodes twice', () => {
    const once = `v2rayng://install-config?url=${encodeURIComponent(tricky)}`
    expect(v2rayngReceives(once)).toBe('https://sub.example.com/api/sub?token=a+b c&sig=x/=% y')
  })
})

/**
 * The subscription URL and profile name Karing imports from `karing://install-config?url=…&name=…`, as
 * the app takes them (KaringX/karing@v1.2.24.2704 `lib/screens/scheme_handler.dart`, `handle` and
 * `_installConfig`):
 * 1. `Uri.tryParse(url)`: Dart normalizes the query's escapes (an escaped unreserved character becomes
 *    the character, hex digits upper case; other escapes stay).
 * 2. `uri.queryParameters["url"]`: `Uri.splitQueryString` splits at `&` and the first `=` and decodes
 *    with `+` as a space (`decodeQueryComponent`); a later duplicate key wins.
 * 3. `Uri.decodeComponent(url)` decodes again, `+` kept; a malformed escape throws and the app keeps the
 *    value of step 2 (`catch (err) {}`). The name goes through the same steps.
 */
function karingReceives(link: string): { url: string; name: string } {
  const raw = /^karing:\/\/install-config\?([^#]*)$/.exec(link)?.[1]
  if (raw === undefined) throw new Error(`not an install-config link: ${link}`)
  const query = raw.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(c) ? c : escape.toUpperCase()
  })
  const params = new Map<string, string>()
  for (const part of query.split('&')) {
    const at = part.indexOf('=')
    if (at < 0) params.set(percentDecode(part, true), '')
    else params.set(percentDecode(part.slice(0, at), true), percentDecode(part.slice(at + 1), true))
  }
  const again = (value: string) => {
    try {
      return percentDecode(value, false)
    } catch {
      return value
    }
  }
  return { url: again(params.get('url') ?? ''), name: again(params.get('name') ?? '') }
}

describe("Karing's import link", () => {
  const karing = apps.karing.importLink.value!
  const tricky = 'https://sub.example.com/api/sub?token=a%2Bb+c&sig=x%2F%3D%25+y'

  it.each([tricky, real, 'https://sub.example.com/x?a=1&b=%25%2525&c=+'])(
    'brings %s and the profile name to the app unchanged',
    (url) => {
      const link = buildImportLinks(karing, url, 'Example VPN 100% + more')!.primary
      expect(karingReceives(link)).toEqual({ url, name: 'Example VPN 100% + more' })
    },
  )

  it('would arrive corrupted encoded once: why the link encodes twice', () => {
    const once = `karing://install-config?url=${encodeURIComponent(tricky)}&name=Example`
    expect(karingReceives(once).url).toBe('https://sub.example.com/api/sub?token=a+b+c&sig=x/=%+y')
  })
})
