// The customer's path (issue 30), written once for every engine: the personal guide link and its one-tap
// import, search, the site's furniture, the service worker and offline reading, the failure screens and
// the single-file guides. Selectors and texts come from the built pages and messages/*.json.
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { locales, type Locale } from '@/lib/i18n/config'
import { readMessages, type Messages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'
import { OneTapAttribute } from '@/lib/onetap/markup'
import { singleFileRel } from '@/lib/single-files'
import { dropCopies } from '@/scripts/build/precompress'
import { singleFilePagesOf } from '@/scripts/build/single-files'

import { pageScript } from '../assets'
import { repoRoot } from '../../scripts/lib/test-server'

import type { EnginePage } from './engine'
import { check, equal, tap, visible, waitFor, type Case } from './harness'

const messages = Object.fromEntries(locales.map((l) => [l, readMessages(l)])) as Record<
  Locale,
  Messages
>
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m)

const subscription = 'https://sub.example.com/api/sub/AbC123?format=raw'
const fragment = `#sub=${encodeURIComponent(subscription)}`

/** What a phone does when an app takes the screen: the page goes to the background. */
const goHidden = (page: EnginePage) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })

const text = (page: EnginePage, selector: string) =>
  page.evaluate(
    (s: string) => document.querySelector<HTMLElement>(s)?.innerText.replace(/\s+/g, ' ') ?? null,
    selector,
  )
const count = (page: EnginePage, selector: string) =>
  page.evaluate((s: string) => document.querySelectorAll(s).length, selector)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until a service worker controls the page; skips where the engine has none. */
async function controlled(page: EnginePage, skip: (reason: string) => never, timeoutMs = 60_000) {
  if (!(await page.evaluate(() => 'serviceWorker' in navigator)))
    skip('no navigator.serviceWorker in this engine')
  await waitFor(
    page,
    'a controlling service worker',
    () => !!navigator.serviceWorker.controller,
    [],
    timeoutMs,
  )
}

const ADD = '.onetap-card [data-onetap="add"]'

/**
 * Opens a guide with the personal link and taps "Add to <App>"; resolves with the link the tap followed.
 * Safari, Chromium and Firefox stay on the page when no app takes the link (Safari says so in an alert);
 * WebKitGTK's MiniBrowser replaces the page with an error page instead, a moment later.
 */
async function tapAdd(page: EnginePage, url: string) {
  await page.goto(`${url}${fragment}`)
  await visible(page, ADD)
  const href = await page.evaluate(
    (s: string) => document.querySelector(s)!.getAttribute('href')!,
    ADD,
  )
  await tap(page, ADD)
  return href
}

/**
 * After what a case checked: the page must still be the guide. Where the tap replaced it with the engine's
 * error page (WebKitGTK's MiniBrowser, see `tapAdd`), nothing the case saw was the guide's: it skips.
 */
async function stillOnGuide(
  page: EnginePage,
  url: string,
  href: string,
  skip: (r: string) => never,
) {
  const now = await page.url()
  if (now === href)
    skip(
      `the tap replaced the page with an error page for ${href.split(':')[0]}: (WebKitGTK's MiniBrowser; Safari stays on the page)`,
    )
  equal(now, url, 'the page after the tap')
}
const FAILED = '.onetap-card .onetap-failed'

function oneTapCases(locale: Locale): Case[] {
  const t = messages[locale]
  const at = (p: string) => localizedPath(locale, p)
  return [
    {
      name: `personal link: the card and "Add to Happ" on the first screen, with the import link (${locale})`,
      async run({ page, origin }) {
        await page.goto(`${origin}${at('/android/happ')}${fragment}`)
        await visible(page, ADD)
        const add = await page.evaluate((s: string) => {
          const a = document.querySelector<HTMLAnchorElement>(s)!
          const box = a.getBoundingClientRect()
          return {
            href: a.getAttribute('href'),
            text: a.innerText.trim(),
            onFirstScreen: box.top >= 0 && box.bottom <= window.innerHeight,
            hash: location.hash,
          }
        }, ADD)
        equal(add.href, `happ://add/${subscription}`, 'the import link')
        equal(add.text, fill(t.OneTap.add, { app: 'Happ' }), 'the button')
        check(add.onFirstScreen, '"Add to Happ" is below the first screen')
        equal(add.hash, '', 'the fragment left in the address bar')
      },
    },
    {
      name: `personal link: "Copy link" copies the link, or shows it to copy by hand (${locale})`,
      async run({ page, origin }) {
        await page.goto(`${origin}${at('/windows/v2rayn')}${fragment}`)
        const copy = '.onetap-card [data-onetap="copy"]'
        await visible(page, copy)
        equal(await text(page, copy), t.OneTap.copy, 'the button')
        await tap(page, copy)
        const outcome = await waitFor(
          page,
          'the copied label or the manual-copy field',
          (s: string, copied: string, manual: string) => {
            const field = document.querySelector<HTMLInputElement>(manual)
            if (field && field.getClientRects().length > 0)
              return { manual: field.value, selected: document.activeElement === field }
            return document.querySelector<HTMLElement>(s)?.innerText.trim() === copied
              ? { copied: true }
              : null
          },
          [copy, t.OneTap.copied, `.onetap-card input[${OneTapAttribute.manual}]`],
        )
        if ('manual' in outcome) {
          equal(outcome.manual, subscription, 'the link to copy by hand')
          check(outcome.selected, 'the manual-copy field is not focused')
        } else {
          // The label said "copied": the clipboard must hold the link (read back where the engine lets a page).
          const held = await page.evaluate(() =>
            Promise.race([
              navigator.clipboard.readText().catch(() => null),
              new Promise<null>((r) => setTimeout(() => r(null), 1000)),
            ]),
          )
          if (held !== null) equal(held, subscription, 'the clipboard')
        }
      },
    },
    {
      name: `one-tap: an app that is not installed gets the failure notice within 3 s (${locale})`,
      async run({ page, origin, skip }) {
        const url = `${origin}${at('/android/happ')}`
        const href = await tapAdd(page, url)
        const notice = await visible(page, FAILED, 3000).catch(async (error: unknown) => {
          await stillOnGuide(page, url, href, skip)
          throw error
        })
        check(
          notice.includes(fill(t.OneTap.failedTitle, { app: 'Happ' })),
          `the notice says ${JSON.stringify(notice)}`,
        )
        await stillOnGuide(page, url, href, skip)
      },
    },
    {
      name: `one-tap: a page that goes to the background after the tap shows no notice (${locale})`,
      async run({ page, origin, skip }) {
        const url = `${origin}${at('/ios/stash')}`
        const href = await tapAdd(page, url)
        await goHidden(page)
        await sleep(3000)
        await stillOnGuide(page, url, href, skip)
        equal(await count(page, FAILED), 0, 'failure notices')
      },
    },
    {
      name: `one-tap: a notice already shown is withdrawn when the page goes to the background (${locale})`,
      async run({ page, origin, skip }) {
        const url = `${origin}${at('/android/happ')}`
        const href = await tapAdd(page, url)
        await visible(page, FAILED, 3000).catch(async (error: unknown) => {
          await stillOnGuide(page, url, href, skip)
          throw error
        })
        await goHidden(page)
        await waitFor(page, 'the notice withdrawn', (s: string) => !document.querySelector(s), [
          FAILED,
        ])
        await stillOnGuide(page, url, href, skip)
      },
    },
  ]
}

/** Opens search from the navbar and types `query`; resolves with the hits' links. */
async function search(page: EnginePage, query: string, timeoutMs = 10_000) {
  await tap(page, '.search-button')
  const input = 'dialog.search-dialog input[role="combobox"]'
  await visible(page, input)
  await waitFor(
    page,
    'the search field focused',
    (s: string) => document.activeElement === document.querySelector(s),
    [input],
  )
  await page.type(query)
  return waitFor(
    page,
    `hits for ${query}`,
    () => {
      const links = [...document.querySelectorAll('.search-results__hit a')]
      return links.length > 0 ? links.map((a) => a.getAttribute('href')!) : null
    },
    [],
    timeoutMs,
  )
}

function searchCase(locale: Locale): Case {
  const [query, guide] =
    locale === 'ru'
      ? ['подписку', /^\/(android|ios)\/happ#/]
      : ['subscription', new RegExp(`^${localizedPath('en', '/')}/(android|ios)/happ#`)]
  return {
    name: `search: "${query}" finds the Happ guides (${locale})`,
    async run({ page, origin }) {
      await page.goto(`${origin}${localizedPath(locale, '/faq')}`)
      const hits = await search(page, query)
      check(
        hits.some((h) => guide.test(h)),
        `no Happ guide among ${hits.join(' ')}`,
      )
      check(
        hits.every((h) => h.startsWith(`${localizedPath('en', '/')}/`) === (locale === 'en')),
        `hits of the other language: ${hits.join(' ')}`,
      )
    },
  }
}

/** Picks a language from the navbar's switcher, as a reader does: back at the top, where the navbar shows. */
async function switchTo(page: EnginePage, locale: Locale) {
  // The address's #check scrolls the page down to "Check my device" (WebKit may do it again once the layout
  // settles), and the navbar hides on the way down: scroll back until it shows, and again if it hid before
  // the tap, as a reader would.
  for (let attempt = 1; ; attempt++) {
    await waitFor(
      page,
      'the navbar back',
      () => {
        window.scrollTo(0, 0)
        const box = document.querySelector('.locale-switcher summary')!.getBoundingClientRect()
        return box.top >= 0 && box.height > 0
      },
      [],
    )
    try {
      if (
        !(await page.evaluate(
          () => document.querySelector<HTMLDetailsElement>('.locale-switcher')!.open,
        ))
      )
        await tap(page, '.locale-switcher summary')
      return await tap(page, `.locale-switcher a[hreflang="${locale}"]`)
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/**
 * Switches to `locale` and waits for its page at `url`. A tap that lands while the navbar hides again (the
 * #check scroll, above) opens nothing; a reader taps again, and so does this, up to three times.
 */
async function switchAndWait(page: EnginePage, locale: Locale, url: string) {
  for (let attempt = 1; ; attempt++) {
    await switchTo(page, locale)
    try {
      return await waitFor(
        page,
        `the ${locale === 'en' ? 'English' : 'Russian'} page at ${url.replace(/^https?:\/\/[^/]+/, '')}`,
        (expected: string, lang: string) =>
          document.documentElement.lang === lang && location.href === expected,
        [url, locale],
      )
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

const furniture: Case[] = [
  {
    name: 'menu: the guides menu opens and leads to a guide',
    async run({ page, origin, mobile }) {
      await page.goto(`${origin}/android/happ`)
      if (mobile) {
        await tap(page, '[data-menu-toggle]')
        await waitFor(
          page,
          'the menu open',
          () => document.documentElement.hasAttribute('data-menu-open'),
          [],
        )
      }
      const link = '#site-menu a[href="/android/v2rayNG"]'
      await visible(page, link)
      await tap(page, link)
      await waitFor(
        page,
        'the v2rayNG guide',
        () =>
          location.pathname === '/android/v2rayNG' &&
          document.querySelector('h1')?.textContent?.includes('v2rayNG'),
        [],
      )
    },
  },
  {
    name: 'theme: a chosen colour mode is stored and restored',
    async run({ page, origin, skip }) {
      await page.goto(`${origin}/faq`)
      if (!(await count(page, '[data-theme-toggle]')))
        skip('this build has no colour-mode switch (siteConfig.colorMode.disableSwitch)')
      const before = await page.evaluate(() => document.documentElement.dataset.theme)
      await tap(page, '[data-theme-toggle]')
      const after = await page.evaluate(() => document.documentElement.dataset.theme)
      check(after && after !== before, 'the toggle did not change the mode')
      await page.goto(`${origin}/faq`)
      equal(
        await page.evaluate(() => document.documentElement.dataset.theme),
        after,
        'the mode after a reload',
      )
    },
  },
  {
    name: 'language switch: keeps the path, the query and the hash, both ways',
    async run({ page, origin }) {
      await page.goto(`${origin}/android/happ?x=1#check`)
      await switchAndWait(page, 'en', `${origin}${localizedPath('en', '/android/happ')}?x=1#check`)
      await switchAndWait(page, 'ru', `${origin}/android/happ?x=1#check`)
    },
  },
  {
    name: 'announcement: dismissed, it stays dismissed',
    async run({ page, origin }) {
      await page.goto(`${origin}${localizedPath('en', '/faq')}`)
      await visible(page, '.announcement')
      await tap(page, '[data-announcement-dismiss]')
      await waitFor(
        page,
        'the announcement hidden',
        () => !document.querySelector<HTMLElement>('.announcement')?.getClientRects().length,
        [],
      )
      await page.goto(`${origin}${localizedPath('en', '/faq')}`)
      await sleep(500)
      equal(
        await page.evaluate(
          () => document.querySelector<HTMLElement>('.announcement')?.getClientRects().length ?? 0,
        ),
        0,
        'announcement boxes after a reload',
      )
    },
  },
]

interface WorkerLog {
  workerLog?: string[]
}

/** The page's service worker registration and the events it saw, for a failure message. */
const workerState = (page: EnginePage) =>
  page.evaluate(async () => {
    const container = navigator.serviceWorker
    const registration = await container.getRegistration()
    const worker = (w?: ServiceWorker | null) => (w ? w.state : 'none')
    return JSON.stringify({
      registration: registration
        ? `waiting ${worker(registration.waiting)}, active ${worker(registration.active)}`
        : 'none found',
      controller: worker(container.controller),
      popups: document.querySelectorAll('[data-update-popup]').length,
      // Gone after a reload.
      seen: (window as WorkerLog).workerLog ?? 'reloaded',
    })
  })

const offline: Case[] = [
  {
    name: 'service worker: installs in offline mode, offers an update in a popup, and the site reads offline',
    only: 'desktop',
    timeoutMs: 120_000,
    async run({ page, siteCopy, skip }) {
      const site = await siteCopy()
      await page.goto(`${site.url}/?offlineMode=true`)
      await controlled(page, skip)
      await waitFor(
        page,
        'the worker registered with offline mode',
        async () =>
          (await navigator.serviceWorker.ready).active!.scriptURL.includes('offlineMode%22%3Atrue'),
        [],
        30_000,
      )
      // A new version of the worker: offline mode asks before it takes over.
      const worker = path.join(site.dir, 'sw.js')
      appendFileSync(worker, `\n// version ${Date.now()}\n`)
      dropCopies(worker)
      // What the page sees of the update, for the failure message (workerState).
      await page.evaluate(async () => {
        const seen: string[] = ((window as WorkerLog).workerLog = [])
        const container = navigator.serviceWorker
        const note = (what: string) => seen.push(`${Math.round(performance.now())} ms ${what}`)
        container.addEventListener('controllerchange', () => note('controllerchange'))
        const registration = await container.ready
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing!
          note('updatefound')
          worker.addEventListener('statechange', () => note(`new worker ${worker.state}`))
        })
        await registration.update()
      })
      const popup = await visible(page, '[data-update-popup]', 30_000)
      check(
        popup.includes(messages.ru.Pwa.updateAvailable),
        `the popup says ${JSON.stringify(popup)}`,
      )
      await tap(page, '[data-update]')
      await waitFor(
        page,
        'the new worker active',
        async () =>
          !(await navigator.serviceWorker.getRegistration())?.waiting &&
          !document.querySelector('[data-update-popup]:not([hidden])'),
        [],
        30_000,
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}; ${await workerState(page)}`)
      })
      const pages = ['/android/happ', '/ios/stash', '/faq']
      await waitFor(
        page,
        'the Russian pages stored',
        async (list: string[]) =>
          (await Promise.all(list.map((u) => caches.match(u)))).every(Boolean),
        [pages],
        60_000,
      )
      await site.stop()
      for (const [url, h1] of [
        ['/android/happ', 'Happ'],
        ['/ios/stash', 'Stash'],
      ] as const) {
        await page.goto(`${site.url}${url}`)
        const heading = await text(page, 'h1')
        check(heading?.includes(h1), `offline ${url}: h1 ${JSON.stringify(heading)}`)
      }
    },
  },
  ...locales.map((locale): Case => ({
    name: `search works offline after the first visit (${locale})`,
    only: 'desktop',
    timeoutMs: 90_000,
    async run({ page, siteCopy, skip }) {
      const site = await siteCopy()
      const faq = `${site.url}${localizedPath(locale, '/faq')}`
      const query = locale === 'ru' ? 'подписку' : 'subscription'
      await page.goto(faq)
      await controlled(page, skip)
      await page.goto(faq)
      check((await search(page, query)).length > 0, 'no hits online')
      await site.stop()
      await page.goto(faq)
      check((await search(page, query)).length > 0, 'no hits offline')
    },
  })),
]

const failures: Case[] = [
  {
    name: 'crash screen: a behaviour that throws shows "This page crashed."; "Try again" reloads',
    async run({ page, siteCopy }) {
      const site = await siteCopy()
      const script = path.join(site.dir, pageScript(site.dir))
      const original = readFileSync(script, 'utf8')
      writeFileSync(
        script,
        `${original}\nthrow new Error('Rendering the steps failed', { cause: new TypeError('steps is undefined') })\n`,
      )
      dropCopies(script)
      await page.goto(`${site.url}${localizedPath('en', '/android/happ')}`)
      const t = messages.en.ErrorScreen
      await waitFor(
        page,
        'the crash screen',
        (title: string) => document.querySelector('h1')?.textContent === title,
        [t.title],
      )
      const screen = await text(page, '[data-crash-screen]')
      check(
        screen?.includes('Error: Rendering the steps failed'),
        `the crash screen says ${screen}`,
      )
      check(
        screen?.includes('TypeError: steps is undefined'),
        `no cause on the crash screen: ${screen}`,
      )
      // The broken script stays in the HTTP cache (hashed assets are immutable): "Try again" is a reload.
      await page.evaluate(() => ((window as unknown as { before: boolean }).before = true))
      await tap(page, '[data-crash-retry]')
      await waitFor(
        page,
        'a reload',
        () => !(window as unknown as { before?: boolean }).before && !!document.querySelector('h1'),
        [],
        10_000,
      )
    },
  },
  {
    name: 'chunk-load: a page script that fails to load shows "Retry"; Retry loads the page',
    async run({ page, siteCopy }) {
      const site = await siteCopy()
      const script = path.join(site.dir, pageScript(site.dir))
      const original = readFileSync(script)
      rmSync(script)
      dropCopies(script)
      await page.goto(`${site.url}${localizedPath('en', '/install')}`)
      const banner = await visible(page, '#chunk-error')
      check(banner.includes(messages.en.ErrorScreen.chunkTitle), `the banner says ${banner}`)
      writeFileSync(script, original)
      await page.evaluate(() => ((window as unknown as { before: boolean }).before = true))
      await tap(page, '#chunk-error button')
      await waitFor(
        page,
        'a reload',
        () =>
          !(window as unknown as { before?: boolean }).before && document.readyState === 'complete',
        [],
        10_000,
      )
      equal(await count(page, '#chunk-error:not([hidden])'), 0, 'banners after Retry')
      // The script runs now: search opens.
      await tap(page, '.search-button')
      await visible(page, 'dialog.search-dialog[open]')
    },
  },
]

/** Fails unless the proxy saw `file` fail once and then load from another address. */
function failedThenLoaded(requests: readonly { path: string; status: number }[], file: RegExp) {
  const asked = requests.filter((r) => file.test(r.path.split('?')[0]!))
  check(
    asked.length >= 2 && asked[0]!.status === 503 && asked.at(-1)!.status === 200,
    `requests for ${file}: ${JSON.stringify(asked)}`,
  )
  // A browser that keeps a failed import() (Firefox, Chromium before 15x) only loads a new address.
  if (asked[1]!.path.endsWith('.js'))
    check(asked[1]!.path.includes('?'), `retried ${asked[1]!.path}`)
}

/**
 * A part a page loads on first use recovers from one dropped request: what the reader asked for through
 * its Retry, what the page loads by itself on its own. The proxy fails the first request for the file.
 */
const flakyNetwork: Case[] = [
  ...(
    [
      ['dialog chunk', /\/_assets\/search\.[^/]*\.js$/],
      ['index', /\/en\/search\.json(\.gz)?$/],
    ] as const
  ).map(([what, file]): Case => ({
    name: `search: when its ${what} fails once, the dialog says so and Retry loads it`,
    async run({ page, flaky }) {
      const proxy = await flaky([file])
      const t = messages.en.Search
      await page.goto(`${proxy.origin}${localizedPath('en', '/faq')}`)
      await tap(page, '.search-button')
      const error = await visible(page, 'dialog.search-dialog [data-search-state="error"]')
      check(error.includes(t.error), `the dialog says ${JSON.stringify(error)}`)
      await tap(page, 'dialog.search-dialog [data-search-retry]')
      await page.type('Happ')
      await waitFor(
        page,
        'hits for Happ after Retry',
        () => document.querySelectorAll('.search-results__hit a').length > 0,
        [],
        10_000,
      )
      failedThenLoaded(proxy.requests, file)
    },
  })),
  {
    name: 'QR code: when its chunk fails once, it appears by itself',
    only: 'desktop',
    async run({ page, flaky }) {
      const file = /\/_assets\/qr\.[^/]*\.js$/
      const proxy = await flaky([file])
      await page.goto(`${proxy.origin}${localizedPath('en', '/android/happ')}${fragment}`)
      await visible(page, `[${OneTapAttribute.qrText}]`, 15_000)
      failedThenLoaded(proxy.requests, file)
    },
  },
]

/** The headings of a built page, in order: `[id, depth]`. */
function headingsOf(url: string): [string, number][] {
  const html = readFileSync(path.join(repoRoot(), 'out', `${url.slice(1)}.html`), 'utf8')
  return [...html.matchAll(/<h([23])[^>]*\sid="([^"]+)"/g)].map((m) => [
    decodeURIComponent(m[2]!),
    Number(m[1]),
  ])
}

/**
 * A long guide lays out its later sections only when they come near the screen (lib/mdx/sections.ts):
 * what a reader does with a far section still works.
 */
const longGuide = '/windows/v2rayn'
const farSections: Case[] = [
  {
    name: 'long guide: a link to its last heading lands on it, and it stays there',
    async run({ page, origin }) {
      const [last] = headingsOf(longGuide).at(-1)!
      await page.goto(`${origin}${longGuide}#${encodeURIComponent(last)}`)
      const top = () =>
        page.evaluate((id: string) => {
          const box = document.getElementById(id)!.getBoundingClientRect()
          return { top: Math.round(box.top), height: window.innerHeight }
        }, last)
      await waitFor(
        page,
        `#${last} at the top of the screen`,
        (id: string) => {
          const box = document.getElementById(id)?.getBoundingClientRect()
          return box && box.top >= 0 && box.top < window.innerHeight / 3
        },
        [last],
      )
      await sleep(1000)
      const after = await top()
      check(
        after.top >= 0 && after.top < after.height / 3,
        `a second later #${last} is at ${after.top} px of ${after.height}`,
      )
    },
  },
  {
    name: 'long guide: after a jump to its end the page stays put while the sections there are laid out',
    async run({ page, origin }) {
      await page.goto(`${origin}${longGuide}`)
      // In one script: the position right after the jump, before the browser lays out what came near.
      const moved = await page.evaluate(async () => {
        const pagerTop = () =>
          Math.round(document.querySelector('.pager')!.getBoundingClientRect().top)
        window.scrollTo(0, document.documentElement.scrollHeight)
        const before = pagerTop()
        await new Promise((resolve) => setTimeout(resolve, 1000))
        return { before, after: pagerTop(), height: window.innerHeight }
      })
      check(
        Math.abs(moved.after - moved.before) < moved.height / 4,
        `the pager moved from ${moved.before} to ${moved.after} px (screen ${moved.height} px)`,
      )
    },
  },
  ...locales.map((locale): Case => ({
    name: `long page: after a jump to the links at its end they stay where the jump put them (${locale})`,
    async run({ page, origin }) {
      // The FAQ: few sections, each long, so a section the jump lands in can be far from its estimate.
      await page.goto(`${origin}${localizedPath(locale, '/faq')}`)
      const moved = await page.evaluate(async () => {
        const pager = document.querySelector('.pager')!
        pager.scrollIntoView({ block: 'center' })
        const before = pager.getBoundingClientRect().top
        await new Promise((resolve) => setTimeout(resolve, 1000))
        return { before: Math.round(before), after: Math.round(pager.getBoundingClientRect().top) }
      })
      check(
        Math.abs(moved.after - moved.before) <= 8,
        `the links moved from ${moved.before} to ${moved.after} px`,
      )
    },
  })),
  {
    name: 'long page: scrolling up from its end, the text in view stays put as sections above are laid out',
    async run({ page, origin }) {
      await page.goto(`${origin}${localizedPath('en', '/faq')}`)
      const steps = await page.evaluate(async () => {
        const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
        const shown = (el: Element) => el.checkVisibility({ contentVisibilityAuto: true })
        // What the reader sees: text of the page (not the fixed navbar), not a section still blank
        // because the browser has not laid it out yet.
        const seen = () => {
          for (let y = window.innerHeight * 0.3; y < window.innerHeight; y += 20) {
            const el = document.elementFromPoint(window.innerWidth / 2, y)
            if (!el?.closest('.markdown, .pager') || !shown(el)) continue
            const blank =
              el.matches('[style]') && !!el.firstElementChild && !shown(el.firstElementChild)
            if (!blank) return el
          }
          return null
        }
        window.scrollTo(0, document.documentElement.scrollHeight)
        await wait(500)
        const moves: number[] = []
        while (window.scrollY > 0) {
          window.scrollBy(0, -0.8 * window.innerHeight)
          await new Promise((resolve) => requestAnimationFrame(resolve))
          const el = seen()
          const before = el?.getBoundingClientRect().top ?? 0
          await wait(300)
          moves.push(Math.round((el?.getBoundingClientRect().top ?? 0) - before))
        }
        return { moves, screen: window.innerHeight }
      })
      check(steps.moves.length > 3, `only ${steps.moves.length} steps up`)
      // A tenth of the screen: a section laid out above the text without a correction moves it by a
      // third to a half of a screen (its estimate's error); WebKit still moves it a little (20 to 60 px).
      check(
        steps.moves.every((move) => Math.abs(move) <= steps.screen / 10),
        `what was in view moved by ${steps.moves.join(', ')} px, a step at a time (screen ${steps.screen} px)`,
      )
    },
  },
  {
    name: 'long guide: after a jump to a far section the table of contents marks it',
    only: 'desktop',
    async run({ page, origin }) {
      const h2 = headingsOf(longGuide).filter(([, depth]) => depth === 2)
      const [far] = h2.at(-2)!
      await page.goto(`${origin}${longGuide}`)
      await tap(page, `.toc a[href="#${encodeURIComponent(far)}"]`)
      await waitFor(
        page,
        `the TOC marking #${far}`,
        (id: string) =>
          document.querySelector('.toc .toc__link--active')?.getAttribute('href') ===
          `#${encodeURIComponent(id)}`,
        [far],
      )
    },
  },
  {
    name: 'long guide: the browser finds a far section’s text (window.find)',
    async run({ page, origin, skip }) {
      await page.goto(`${origin}${longGuide}`)
      const found = await page.evaluate(() => {
        const find = (window as unknown as { find?: (text: string) => boolean }).find
        if (typeof find !== 'function') return null
        const sections = document.querySelectorAll('.markdown > section')
        const last = sections[sections.length - 1]!
        const text = last.querySelector('p')!.textContent!.trim().split(/\s+/).slice(0, 6).join(' ')
        const hit = find.call(window, text)
        const node = window.getSelection()?.anchorNode
        return { hit, inLast: !!node && last.contains(node), text }
      })
      if (found === null)
        return skip('no window.find in this engine: its find-in-page cannot be driven from a page')
      check(found.hit && found.inLast, `window.find("${found.text}"): ${JSON.stringify(found)}`)
    },
  },
]

const singleFiles: Case[] = locales.map((locale) => ({
  name: `single file: a guide opened from disk shows its steps (${locale})`,
  async run({ page }) {
    const entry = singleFilePagesOf(locale).find((p) => p.path.endsWith('/android/happ'))
    check(entry, `no single file of /android/happ in ${locale}`)
    await page.goto(
      pathToFileURL(path.join(repoRoot(), 'out', singleFileRel(locale, entry.name))).href,
    )
    const got = await page.evaluate(() => ({
      h1: document.querySelector('h1')?.textContent ?? '',
      steps: document.querySelectorAll('h2').length,
      items: [...document.querySelectorAll('ol > li')].filter(
        (li) => li.getClientRects().length > 0,
      ).length,
      wide: document.documentElement.scrollWidth > window.innerWidth,
    }))
    check(got.h1.includes('Happ'), `h1 ${JSON.stringify(got.h1)}`)
    check(
      got.steps >= 3 && got.items >= 3,
      `steps: ${got.steps} sections, ${got.items} visible list items`,
    )
    check(!got.wide, 'the file is wider than the viewport')
  },
}))

/** Every case, in order of value: the personal link first. */
export const cases: readonly Case[] = [
  ...locales.flatMap(oneTapCases),
  ...locales.map(searchCase),
  ...furniture,
  ...offline,
  ...failures,
  ...flakyNetwork,
  ...farSections,
  ...singleFiles,
]
