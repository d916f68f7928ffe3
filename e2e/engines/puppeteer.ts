// Chromium (over CDP) and Firefox ESR (over WebDriver BiDi, which Firefox speaks itself: no driver) through
// puppeteer-core, with Debian's binaries: no browser download. WebKitGTK needs a second client (./webkit.ts):
// its driver speaks classic WebDriver only. That client does not take Firefox's place here: WebdriverIO starts
// Firefox through geckodriver, which Debian does not package, and on Firefox's bare BiDi socket its `webdriver`
// package is a transport only: starting Firefox, the input actions of a click or a key and the values of a
// script call would be ours to write, where Puppeteer has them.
import { existsSync } from 'node:fs'

import puppeteer, { type Browser, type Page } from 'puppeteer-core'

import { chromiumArgs, chromiumPath } from '../browser'

import type { Engine, EngineName, EnginePage } from './engine'

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * A tab as the cases need it. Chromium's tab keeps its focus as Playwright's do (focus emulation): headless
 * Chromium on Linux answers a link to a scheme no app has with its "Open xdg-open?" dialog, which takes the
 * window's focus, so the page saw a `blur` about 1.3 s after the tap and (rightly, for a dialog) held the
 * failure notice back. A phone's Chrome asks nothing for a scheme with no app; that is the path the cases test.
 */
async function prepare(
  engine: EngineName,
  page: Page,
  viewport: { width: number; height: number },
) {
  await page.setViewport(viewport)
  if (engine === 'chromium') await page.emulateFocusedPage(true)
  return page
}

class PuppeteerPage implements EnginePage {
  constructor(
    readonly engine: EngineName,
    public viewport: { width: number; height: number },
    private readonly browser: Browser,
    private page: Page,
  ) {}

  async freshTab() {
    const old = this.page
    this.page = await prepare(this.engine, await this.browser.newPage(), this.viewport)
    await old.close()
  }

  async resize(viewport: { width: number; height: number }) {
    this.viewport = viewport
    await this.page.setViewport(viewport)
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' })
  }

  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<T>
  }

  async click(selector: string) {
    const element = await this.page.$(selector)
    if (!element) throw new Error(`no element ${selector}`)
    await element.click()
  }

  async type(text: string) {
    await this.page.keyboard.type(text)
  }

  async url() {
    return this.page.url()
  }

  async close() {
    await this.browser.close()
  }
}

async function open(
  engine: 'chromium' | 'firefox',
  viewport: { width: number; height: number },
): Promise<EnginePage> {
  const browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          executablePath: chromiumPath(),
          args: chromiumArgs,
          headless: true,
        })
      : await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true })
  try {
    const page = await prepare(
      engine,
      (await browser.pages())[0] ?? (await browser.newPage()),
      viewport,
    )
    return new PuppeteerPage(engine, viewport, browser, page)
  } catch (error) {
    await browser.close()
    throw error
  }
}

export const chromium: Engine = {
  name: 'chromium',
  available: () =>
    chromiumPath() ? { ok: true } : { ok: false, reason: 'no Chromium (Debian package chromium)' },
  open: (viewport) => open('chromium', viewport),
}

export const firefox: Engine = {
  name: 'firefox',
  available: () =>
    existsSync(firefoxPath)
      ? { ok: true }
      : { ok: false, reason: `no ${firefoxPath} (Debian package firefox-esr)` },
  open: (viewport) => open('firefox', viewport),
}
