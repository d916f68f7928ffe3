import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { REDIRECT_ATTRIBUTE } from '@/lib/hosting'
import { hostingRedirects, siteConfig } from '@/lib/site-config'

import { inlineScriptHashes, withPolicy } from '../scripts/build/csp'
import {
  cdnHeaders,
  cdnRedirects,
  nginxHttpRules,
  nginxRules,
  redirectPage,
} from '../scripts/build/hosting'
import {
  cacheControl,
  pagePreload,
  pageStylesheets,
  redirectToClean,
  contentSecurityPolicy,
  downloadRedirects,
  pageFolders,
} from '../scripts/hosting/rules'
import { localizedPath } from '@/lib/i18n/paths'

/** The English URL of a locale-free path. */
const en = (path: string) => localizedPath('en', path)

const dir = mkdtempSync(path.join(tmpdir(), 'hosting-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
function file(rel: string, text = '') {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  writeFileSync(path.join(dir, rel), text)
}

describe('the hosting table', () => {
  it('sends /site to the main site', () => {
    expect(hostingRedirects).toContainEqual({ from: '/site', to: siteConfig.mainSite, status: 301 })
  })
})

describe('redirectToClean', () => {
  it.each([
    ['/android/happ.html', '/android/happ'],
    ['/android/happ.htm', '/android/happ'],
    ['/android/index.html', '/android'],
    ['/index.html', '/'],
    [`${en('/')}/`, en('/')],
    ['/android//', '/android'],
  ])('%s → %s', (from, to) => expect(redirectToClean(from)).toBe(to))

  it.each(['/', en('/'), '/android/happ', '/android/__next.!KHJ1KQ.$oc$slug.__PAGE__.txt'])(
    'leaves %s alone',
    (p) => expect(redirectToClean(p)).toBeNull(),
  )
})

describe('download redirects', () => {
  it('sends path to path.exe or path.zip only when such a file exists and no page shadows it', () => {
    file('downloads/client.exe')
    file('downloads/config.zip')
    file('guides.zip')
    file('guides.html', '<html></html>')
    expect(downloadRedirects(dir)).toEqual([
      { from: '/downloads/client', to: '/downloads/client.exe', status: 301 },
      { from: '/downloads/config', to: '/downloads/config.zip', status: 301 },
    ])
  })

  it('still holds after the build wrote its redirect document beside the download', () => {
    file('tools/setup.exe')
    const rules = {
      strings: { ru: { redirecting: '{target}' }, en: { redirecting: '{target}' } },
      basePath: '',
      redirects: [],
      chatOrigin: null,
    }
    const redirect = { from: '/tools/setup', to: '/tools/setup.exe', status: 301 }
    expect(downloadRedirects(dir)).toContainEqual(redirect)
    file(
      'tools/setup.html',
      redirectPage('/tools/setup.exe', { ...rules, headScript: '', locale: 'ru' }),
    )
    expect(downloadRedirects(dir)).toContainEqual(redirect)
    // A redirect document to somewhere else is a page like any other.
    file('tools/setup.html', redirectPage('/android', { ...rules, headScript: '', locale: 'ru' }))
    expect(downloadRedirects(dir)).not.toContainEqual(redirect)
  })

  it('becomes an nginx location and a CDN rule', () => {
    const redirects = [
      { from: '/downloads/client', to: '/downloads/client.exe', status: 301 as const },
    ]
    expect(nginxRules({ redirects })).toContain(
      'location = "/downloads/client" { return 301 "/downloads/client.exe"; }',
    )
    expect(cdnRedirects({ redirects })).toContain('/downloads/client /downloads/client.exe 301')
  })

  it('goes under the base path of a BASE_PATH build, with every location and 404 page', () => {
    const redirects = [
      { from: '/downloads/client', to: '/downloads/client.exe', status: 301 as const },
      { from: '/site', to: 'https://example.com', status: 301 as const },
    ]
    const rules = nginxRules({ redirects, basePath: '/docs' })
    expect(rules).toContain(
      'location = "/docs/downloads/client" { return 301 "/docs/downloads/client.exe"; }',
    )
    expect(rules).toContain('location = "/docs/site" { return 301 "https://example.com"; }')
    expect(rules).toContain('error_page 404 /docs/404.html;')
    expect(rules).toContain('location = /docs {')
    expect(rules).toContain(`location /docs${en('/')}/ {`)
    expect(rules).toContain(`error_page 404 /docs${en('/404')}.html;`)
    // Nothing is served outside the base path.
    expect(rules).not.toMatch(/location (= )?\/(_|sw|manifest|icon|\s*\{)/)
    expect(cdnRedirects({ redirects, basePath: '/docs' })).toContain(
      '/docs/downloads/client /docs/downloads/client.exe 301',
    )
    // The worker may control the base path itself (the home page `/docs`), not only `/docs/`.
    expect(rules).toMatch(
      /location = \/docs\/sw\.js \{[^}]*add_header Service-Worker-Allowed "\/docs" always;/,
    )
    expect(cdnHeaders('/docs')).toMatch(
      /\/docs\/sw\.js\n(  .*\n)*  Service-Worker-Allowed: \/docs\n/,
    )
    expect(nginxRules({ redirects })).not.toContain('Service-Worker-Allowed')
  })

  it('refuses a path nginx would read as a variable', () => {
    expect(() => nginxRules({ redirects: [{ from: '/a$b', to: '/c', status: 301 }] })).toThrow(
      /\/a\$b/,
    )
  })
})

describe('trailing-slash documents', () => {
  it('go into folders beside a page of the same name', () => {
    file('android.html')
    file('android/happ.html')
    file('android/happ/__next._tree.txt')
    file('_not-found.html')
    file('_not-found/x.txt')
    expect(pageFolders(dir).sort()).toEqual(['android', 'android/happ'])
  })

  it('redirect with meta refresh, the head script that follows it, and a visible link', () => {
    const strings = {
      ru: { redirecting: 'Переход на {target}…' },
      en: { redirecting: 'To {target}…' },
    }
    const html = redirectPage(en('/'), { locale: 'en', strings, headScript: 'HEAD()' })
    expect(html).toContain(`<html lang="en" ${REDIRECT_ATTRIBUTE}="${en('/')}">`)
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/en">')
    expect(html).toContain('<script>HEAD()</script>')
    expect(html).toContain(`<p>To <a href="${en('/')}">/en</a>…</p>`)
  })
})

describe('the stylesheet preload', () => {
  const sheet = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`

  it('names the stylesheets every page links; redirect documents link none and do not count', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'hosting-sheets-'))
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(site, rel)), { recursive: true })
        writeFileSync(path.join(site, rel), text)
      }
      write('index.html', `<head>${sheet('/_next/static/chunks/a.css')}${sheet('/x/b.css')}</head>`)
      write('en/faq.html', `<head>${sheet('/_next/static/chunks/a.css')}</head>`)
      write(
        'android/index.html',
        '<head><meta http-equiv="refresh" content="0; url=/android"></head>',
      )
      expect(pageStylesheets(site)).toEqual(['/_next/static/chunks/a.css'])
      write('en.html', `<head>${sheet('/c.css')}</head>`)
      expect(pageStylesheets(site)).toEqual([])
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })

  it('is a Link header that nginx sends on pages and not-found pages, not on files or redirects', () => {
    const css = '/docs/_next/static/chunks/0a.css'
    expect(pagePreload([css])).toEqual({ Link: `<${css}>; rel=preload; as=style` })
    expect(pagePreload([])).toEqual({})
    expect(nginxHttpRules({ stylesheets: [css] })).toMatch(
      /map "\$status \$sent_http_content_type" \$docs_preload \{\n {4}"~\^\(200\|404\) text\/html" "<\/docs\/_next\/static\/chunks\/0a\.css>; rel=preload; as=style";\n {4}default "";\n\}/,
    )
    expect(nginxHttpRules()).toMatch(/\$docs_preload \{\n {4}default "";\n\}/)
    // Every location sets its own headers (nginx drops the server's), so each one names it.
    const rules = nginxRules({ redirects: [] })
    expect(rules.match(/add_header Link \$docs_preload always;/g)?.length).toBe(
      rules.match(/add_header X-Content-Type-Options/g)?.length,
    )
    expect(cdnHeaders('/docs', [css])).toMatch(
      new RegExp(
        `^/docs/\\*\\n(  .*\\n)*  Link: <${css.replace(/\./g, '\\.')}>; rel=preload; as=style\\n`,
        'm',
      ),
    )
  })

  it('refuses a stylesheet path a header or nginx cannot carry', () => {
    expect(() => pagePreload(['/a b.css'])).toThrow(/\/a b\.css/)
    expect(() => pagePreload(['/a";.css'])).toThrow(/not a plain path/)
  })
})

describe('cache headers', () => {
  it.each([
    ['/_next/static/chunks/a1.js', 'public, max-age=31536000, immutable'],
    ['/android/happ', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/search.json', 'no-cache'],
    ['/manifest.webmanifest', 'public, max-age=3600'],
    ['/icon.svg', 'public, max-age=3600'],
    ['/icon-maskable.svg', 'public, max-age=3600'],
    ['/icons/icon-192.png', 'public, max-age=3600'],
    ['/icon.svg.html', 'no-cache'],
    ['/iconsets', 'no-cache'],
  ])('%s: %s', (p, value) => expect(cacheControl(p)).toBe(value))

  it('gives nginx and the CDN file the icons for an hour, under the base path', () => {
    const rules = nginxRules({ redirects: [], basePath: '/docs' })
    const cdn = cdnHeaders('/docs')
    for (const [location, pattern] of [
      ['= /docs/icon.svg', '/docs/icon.svg'],
      ['= /docs/icon-maskable.svg', '/docs/icon-maskable.svg'],
      ['/docs/icons/', '/docs/icons/*'],
    ]) {
      expect(rules).toMatch(
        new RegExp(
          `location ${location} \\{[^}]*add_header Cache-Control "public, max-age=3600" always;`,
        ),
      )
      expect(cdn).toContain(`${pattern}\n  Cache-Control: public, max-age=3600\n`)
    }
  })
})

describe('the content security policy', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/a.js"></script>' +
    '<script>self.__next_f.push([0])</script><script type="application/json">{"a":1}</script>' +
    '<script>self.__next_f.push([0])</script><script>é</script></head><body></body></html>'

  it('hashes each inline script once, skipping src= and data blocks', () => {
    const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('base64')
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([0])'), sha('é')])
  })

  it('allows scripts by hash and the chat origin only, never unsafe-inline or unsafe-eval', () => {
    const policy = contentSecurityPolicy({
      hashes: ['abc='],
      chatOrigin: 'https://chat.example.com',
    })
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' https://chat.example.com")
    expect(directive('connect-src')).toBe("connect-src 'self' https://chat.example.com")
    expect(directive('frame-src')).toBe("frame-src 'self' https://chat.example.com")
    expect(policy).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy({ hashes: [], chatOrigin: null })).toContain("script-src 'self';")
  })

  it('opens connect-src, and only connect-src, to the status feed', () => {
    const policy = contentSecurityPolicy({
      hashes: [],
      chatOrigin: null,
      statusOrigin: 'https://status.example.com',
    })
    expect(policy).toContain("connect-src 'self' https://status.example.com;")
    expect(policy.match(/status\.example\.com/g)).toHaveLength(1)
  })

  it('goes right after <meta charset>, before any script, and replaces an older one', () => {
    const once = withPolicy(html, "default-src 'self'")
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script/,
    )
    const twice = withPolicy(once, "default-src 'none'")
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(twice).toContain(`content="default-src 'none'"`)
  })
})
