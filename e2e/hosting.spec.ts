import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { keepLocal } from './fixtures'
import { readClientManifest } from '@/lib/client-assets'
import { REDIRECT_ATTRIBUTE } from '@/lib/hosting'

import { hostingRules } from '../scripts/build/hosting'
import { linkedStylesheets } from '../scripts/lib/html'

import {
  brotliModules,
  out,
  startNginx,
  startPlainHost,
  startServe,
  type Running,
  type Site,
} from './servers'
import { en } from './routes'

import { readImageManifest } from '@/lib/images/manifest'

// The hosting rules (lib/site-config.ts → deploy/nginx/, scripts/serve.ts) on real servers. These
// tests speak HTTP; they run once, in the `hosting` project (playwright.config.ts).

const security = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

/** The content-hashed build assets: the page script and the stylesheet. */
function hashedAssets(): string[] {
  const script = readdirSync(path.join(out, '_assets')).find((f) => /^site\..+\.js$/.test(f))
  const style = readdirSync(path.join(out, '_next', 'static', 'chunks')).find((f) =>
    f.endsWith('.css'),
  )
  expect(script, 'out/_assets/ has the page script').toBeTruthy()
  expect(style, 'out/_next/static/chunks/ has the stylesheet').toBeTruthy()
  return [`/_assets/${script}`, `/_next/static/chunks/${style}`]
}

const redirects: [string, string][] = [
  [`${en('/')}/`, en('/')],
  ['/android/', '/android'],
  [en('/android/'), en('/android')],
  ['/android/happ.html', '/android/happ'],
  [en('/android/happ.htm'), en('/android/happ')],
  ['/android/happ.html?ref=bot', '/android/happ?ref=bot'],
  ['/android/index.html', '/android'],
  ['/index.html', '/'],
  [en('/index.html'), en('/')],
  ['/site', 'https://example.com'],
]

for (const [name, start] of [
  ['nginx', startNginx],
  ['npm run serve', startServe],
] as const) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' })
    let server: Running
    let http: APIRequestContext
    test.beforeAll(async ({ playwright }) => {
      server = await start()
      http = await playwright.request.newContext({ baseURL: server.origin, maxRedirects: 0 })
    })
    test.afterAll(async () => {
      await http?.dispose()
      await server?.stop()
    })

    test('redirects with 301 and a relative Location, carrying the security headers', async () => {
      for (const [from, to] of redirects) {
        const response = await http.get(from)
        expect(response.status(), from).toBe(301)
        expect(response.headers()['location'], from).toBe(to)
        expect(response.headers(), from).toMatchObject(security)
      }
    })

    test('serves pages at clean URLs, revalidated on every load, with the security headers', async () => {
      for (const url of [
        '/',
        en('/'),
        '/android',
        '/android/happ',
        en('/macOS'),
        '/tags/%D1%83%D1%81%D1%82%D0%B0%D0%BD%D0%BE%D0%B2%D0%BA%D0%B0',
      ]) {
        const response = await http.get(url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-type'], url).toMatch(/^text\/html/)
        expect(response.headers()['cache-control'], url).toBe('no-cache')
        expect(response.headers(), url).toMatchObject(security)
        expect(response.headers()['strict-transport-security'], url).toBeUndefined()
      }
      // /android is the page, not the trailing-slash document in android/.
      expect(await (await http.get('/android')).text()).toContain(
        '<link rel="canonical" href="https://docs.example.com/android"/>',
      )
    })

    test('serves the gzip copy of the search index as gzip data, revalidated', async () => {
      for (const url of ['/search.json.gz', en('/search.json.gz')]) {
        // As a browser asks for it: the host must not encode it a second time.
        const response = await http.get(url, { headers: { 'Accept-Encoding': 'gzip, br' } })
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-encoding'], url).toBeUndefined()
        expect(response.headers()['cache-control'], url).toBe('no-cache')
        const body = await response.body()
        expect([...body.subarray(0, 2)], url).toEqual([0x1f, 0x8b])
        expect(JSON.parse(gunzipSync(body).toString('utf8')).pages.length, url).toBeGreaterThan(10)
      }
    })

    test("sends the build's precompressed copy of a text file: brotli where accepted, else gzip", async () => {
      const brotli = name !== 'nginx' || brotliModules.every((module) => existsSync(module))
      const files: [url: string, file: string][] = [
        ['/android/happ', 'android/happ.html'],
        [en('/android/happ'), 'en/android/happ.html'],
        ...hashedAssets().map((url): [string, string] => [url, url.slice(1)]),
      ]
      const codings = [
        ...(brotli ? [['br, gzip', 'br', '.br', brotliDecompressSync] as const] : []),
        ['gzip', 'gzip', '.gz', gunzipSync] as const,
      ]
      for (const [url, file] of files) {
        const raw = readFileSync(path.join(out, file))
        for (const [accept, encoding, suffix, decode] of codings) {
          const response = await http.get(url, { headers: { 'Accept-Encoding': accept } })
          const what = `${url} (Accept-Encoding: ${accept})`
          expect(response.headers()['content-encoding'], what).toBe(encoding)
          expect(response.headers()['vary'], what).toContain('Accept-Encoding')
          // The copy's own length: the server sent the build's file, not bytes it compressed itself.
          const copy = readFileSync(path.join(out, file + suffix))
          expect(Number(response.headers()['content-length']), what).toBe(copy.length)
          expect(decode(copy).equals(raw), `${file + suffix} decodes to ${file}`).toBe(true)
          expect((await response.body()).equals(raw), what).toBe(true)
        }
      }
    })

    test('serves build assets immutable for a year', async () => {
      for (const url of hashedAssets()) {
        const asset = await http.get(url)
        expect(asset.status(), url).toBe(200)
        expect(asset.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable')
        expect(asset.headers(), url).toMatchObject(security)
      }
    })

    test('serves the manifest and the icons it names for an hour, not revalidated on every page', async () => {
      const manifest = await http.get('/manifest.webmanifest')
      expect(manifest.status()).toBe(200)
      expect(manifest.headers()['cache-control']).toBe('public, max-age=3600')
      const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons.map(
        (i) => i.src,
      )
      expect(icons.length, 'the manifest names its icons').toBeGreaterThan(0)
      for (const url of ['/icon.svg', '/icons/apple-touch-icon.png', ...icons]) {
        const icon = await http.get(url)
        expect(icon.status(), url).toBe(200)
        expect(icon.headers()['cache-control'], url).toBe('public, max-age=3600')
        expect(icon.headers(), url).toMatchObject(security)
      }
    })

    test('serves the figures immutable for a year, with their image types', async () => {
      const image = Object.values(readImageManifest().images).find((i) => i.kind === 'raster')
      expect(image, 'the build has a raster figure').toBeTruthy()
      for (const [file, type] of [
        [image!.avif[0]!, 'image/avif'],
        [image!.webp[0]!, 'image/webp'],
        [image!.full, image!.fallbackType],
      ] as const) {
        const response = await http.get(file.url)
        expect(response.status(), file.url).toBe(200)
        expect(response.headers()['content-type'], file.url).toBe(type)
        expect(response.headers()['cache-control'], file.url).toBe(
          'public, max-age=31536000, immutable',
        )
        expect((await response.body()).length, file.url).toBe(file.bytes)
      }
    })

    test('answers unknown paths with the not-found page and status 404, English under /en/', async () => {
      for (const [url, lang, title] of [
        ['/no/such/page', 'ru', 'Страница не найдена · Page Not Found'],
        ['/android/nope', 'ru', 'Страница не найдена · Page Not Found'],
        [en('/no/such/page'), 'en', 'Page Not Found'],
        [en('/android/nope'), 'en', 'Page Not Found'],
        ['/404', 'ru', 'Страница не найдена · Page Not Found'],
        [en('/404'), 'en', 'Page Not Found'],
      ] as const) {
        const response = await http.get(url)
        expect(response.status(), url).toBe(404)
        const html = await response.text()
        expect(/<html lang="(\w+)"/.exec(html)?.[1], url).toBe(lang)
        expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], url).toBe(`${title} — Example VPN`)
        expect(response.headers(), url).toMatchObject(security)
      }
    })

    if (name === 'nginx') {
      test('compresses text with gzip', async () => {
        const response = await http.get('/android/happ', { headers: { 'Accept-Encoding': 'gzip' } })
        expect(response.headers()['content-encoding']).toBe('gzip')
        expect(response.headers()['vary']).toContain('Accept-Encoding')
      })

      test('compresses text with brotli where the module is loaded', async () => {
        const missing = brotliModules.filter((module) => !existsSync(module))
        test.skip(missing.length > 0, `${missing.join(', ')} not installed`)
        for (const url of ['/android/happ', ...hashedAssets(), '/search.json']) {
          const response = await http.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } })
          expect(response.headers()['content-encoding'], url).toBe('br')
          expect(response.headers()['vary'], url).toContain('Accept-Encoding')
        }
      })
    }

    test('pages and not-found pages name their stylesheet for preload; files and redirects do not', async () => {
      for (const url of ['/', en('/android/happ'), '/windows/v2rayn', '/no/such/page']) {
        const response = await http.get(url)
        const sheets = linkedStylesheets(await response.text())
        expect(sheets.length, url).toBeGreaterThan(0)
        expect(response.headers()['link'], url).toBe(
          sheets.map((href) => `<${href}>; rel=preload; as=style`).join(', '),
        )
      }
      for (const url of [...hashedAssets(), '/sw.js', '/search.json', '/android/happ.html']) {
        const response = await http.get(url)
        expect(response.headers()['link'], url).toBeUndefined()
      }
    })

    test('a browser fetches the preloaded stylesheet once and applies it', async ({ browser }) => {
      const context = await browser.newContext()
      await keepLocal(context)
      const page = await context.newPage()
      const styles: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname)
      })
      await page.goto(`${server.origin}/android/happ`, { waitUntil: 'load' })
      const [sheet] = hashedAssets().filter((href) => href.endsWith('.css'))
      expect(styles).toEqual([sheet])
      // Applied: the page's own rules, not the browser's serif default.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(
        /^"?Times/,
      )
      await context.close()
    })

    test('a browser follows the rules: /en/ and /android/ open the pages', async ({ browser }) => {
      const context = await browser.newContext()
      await keepLocal(context)
      const page = await context.newPage()
      await page.goto(`${server.origin}${en('/')}/`)
      expect(new URL(page.url()).pathname).toBe(en('/'))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await page.goto(`${server.origin}/android/happ.html#check`)
      expect(new URL(page.url()).pathname).toBe('/android/happ')
      await expect(page.locator('h1')).toContainText('Happ')
      await context.close()
    })
  })
}

test('nginx over TLS sends HSTS on pages, redirects and 404s', async ({ playwright }) => {
  const server = await startNginx({ tls: true })
  const http = await playwright.request.newContext({
    baseURL: server.origin,
    maxRedirects: 0,
    ignoreHTTPSErrors: true,
  })
  try {
    for (const [url, status] of [
      [en('/'), 200],
      [`${en('/')}/`, 301],
      ['/no/such/page', 404],
      ['/_next/static/chunks/none.js', 404],
    ] as const) {
      const response = await http.get(url)
      expect(response.status(), url).toBe(status)
      expect(response.headers()['strict-transport-security'], url).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect(response.headers(), url).toMatchObject(security)
    }
    const chunk = await http.get(hashedAssets()[0]!)
    expect(chunk.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  } finally {
    await http.dispose()
    await server.stop()
  }
})

test.describe('a plain static host (no rules, /x → x.html or x/index.html)', () => {
  let server: Running
  test.beforeAll(async () => {
    server = await startPlainHost()
  })
  test.afterAll(async () => server?.stop())

  test('a trailing slash reaches the page through its redirect document', async ({ browser }) => {
    const context = await browser.newContext()
    await keepLocal(context)
    const page = await context.newPage()
    await page.goto(`${server.origin}/android/?from=bot#check`)
    await expect(page).toHaveURL(`${server.origin}/android?from=bot#check`)
    await expect(page.locator('h1')).toHaveText('Подключение на Android')
    await page.goto(`${server.origin}${en('/')}/`)
    await expect(page).toHaveURL(`${server.origin}${en('/')}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('a .html address is shown as the clean URL', async ({ browser }) => {
    const context = await browser.newContext()
    await keepLocal(context)
    const page = await context.newPage()
    await page.goto(`${server.origin}${en('/android/happ.html?x=1#check')}`)
    await expect(page.locator('h1')).toContainText('Happ')
    expect(page.url()).toBe(`${server.origin}${en('/android/happ?x=1#check')}`)
    await context.close()
  })

  test('/site is a redirect page: meta refresh, the head script and a visible link', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await keepLocal(context)
    const page = await context.newPage()
    // Without JavaScript and before the refresh fires, the page itself.
    await page.route('https://example.com/**', (route) => route.abort())
    const response = await page.request.get(`${server.origin}/site`)
    const html = await response.text()
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://example.com">')
    expect(html).toContain(`${REDIRECT_ATTRIBUTE}="https://example.com"`)
    expect(html).toContain(`<script>${readClientManifest().head}</script>`)
    await page.setContent(html.replace(/<meta http-equiv="refresh"[^>]*>/, ''))
    await expect(page.getByRole('link', { name: 'https://example.com' })).toHaveAttribute(
      'href',
      'https://example.com',
    )
    await context.close()
  })
})

test.describe('downloads: a path redirects to path.exe or path.zip when the build has that file', () => {
  // A copy of the built site with downloads added, and the hosting step run over it again, as the
  // build would if public/ held these files.
  let dir: string
  let site: Site
  const setup = Buffer.from('MZ fake installer')
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'docs-downloads-'))
    chmodSync(dir, 0o755) // nginx's workers run as another user
    site = { out: path.join(dir, 'out'), nginx: path.join(dir, 'deploy', 'nginx') }
    cpSync(out, site.out, { recursive: true })
    mkdirSync(path.join(site.out, 'downloads'))
    writeFileSync(path.join(site.out, 'downloads', 'client-setup.exe'), setup)
    writeFileSync(path.join(site.out, 'downloads', 'configs.zip'), 'PK fake archive')
    // A page of the same name wins: no redirect away from a guide.
    writeFileSync(path.join(site.out, 'android', 'happ.zip'), 'PK fake archive')
    await hostingRules({
      out: site.out,
      client: readClientManifest(),
      redirectDocuments: new Set(),
    })
  })
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }))

  for (const [name, start] of [
    ['nginx', () => startNginx({ site })],
    ['npm run serve', () => startServe({ site })],
  ] as const) {
    test(name, async ({ playwright }) => {
      const server = await start()
      const http = await playwright.request.newContext({
        baseURL: server.origin,
        maxRedirects: 0,
      })
      try {
        for (const [from, to] of [
          ['/downloads/client-setup', '/downloads/client-setup.exe'],
          ['/downloads/configs', '/downloads/configs.zip'],
        ] as const) {
          const response = await http.get(from)
          expect(response.status(), from).toBe(301)
          expect(response.headers().location, from).toBe(to)
        }
        const file = await http.get('/downloads/client-setup.exe')
        expect(file.status()).toBe(200)
        expect(Buffer.from(await file.body())).toEqual(setup)
        const guide = await http.get('/android/happ')
        expect(guide.status()).toBe(200)
        expect(await guide.text()).toContain('<h1>Happ')
        expect((await http.get('/downloads/nothing')).status()).toBe(404)
      } finally {
        await http.dispose()
        await server.stop()
      }
    })
  }

  test('a plain static host gets a redirect document', async ({ browser }) => {
    const server = await startPlainHost('', site.out)
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const download = page.waitForEvent('download')
      // The redirect document commits, then its refresh turns into the download.
      await page.goto(`${server.origin}/downloads/client-setup`, { waitUntil: 'commit' })
      const file = await download
      expect(file.url()).toBe(`${server.origin}/downloads/client-setup.exe`)
    } finally {
      await context.close()
      await server.stop()
    }
  })
})
