// WebKitGTK through W3C WebDriver, with WebdriverIO's protocol client (`webdriver`): Debian's webkit2gtk-driver
// (`WebKitWebDriver`) starts the MiniBrowser of libwebkit2gtk (its default browser), which needs a display; a
// private Xvfb gives it one. WebKitWebDriver 2.50 speaks classic WebDriver only: it refuses a session that asks
// for BiDi (`webSocketUrl`), so no BiDi client can drive it.
// Every process here is this module's own child and is ended by its PID.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Client, ELEMENT_KEY } from 'webdriver'

import { freePort } from '../../scripts/lib/test-server'

import type { Engine, EnginePage } from './engine'

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const xvfbPath = '/usr/bin/Xvfb'

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(child.pid!, 'SIGTERM')
  })
}

/** A private X display: Xvfb picks a free number and writes it to the pipe (`-displayfd`). */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(
    xvfbPath,
    ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  )
  const display = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes('\n')) resolve(`:${text.trim()}`)
    })
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
  return { display, child }
}

/**
 * MiniBrowser's window is no narrower than its toolbar (about 447 px: buttons and the address field), wider
 * than a phone. A private GTK style sheet (the driver's own XDG_CONFIG_HOME) shrinks the toolbar to nothing,
 * so the page gets a 375 px viewport as on an iPhone; the page itself is not styled by GTK.
 */
const narrowToolbar = `toolbar, toolbar *, headerbar, headerbar *, entry, button {
  min-width: 0; min-height: 0; margin: 0; padding: 0; font-size: 1px;
}`

/** A private XDG_CONFIG_HOME with `narrowToolbar` as GTK 3's user style sheet. */
function gtkConfig(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'))
  mkdirSync(path.join(dir, 'gtk-3.0'))
  writeFileSync(path.join(dir, 'gtk-3.0', 'gtk.css'), narrowToolbar)
  return dir
}

/** Resolves once the driver accepts connections on `port` (it prints nothing when it listens). */
async function listening(port: number, driver: ChildProcess) {
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (up) return
    if (i >= 100 || driver.exitCode !== null) throw new Error(`${driverPath} did not listen`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A session of WebdriverIO's protocol client on the driver at `port`, and the key of an element reference. */
async function newSession(port: number): Promise<[Client, typeof ELEMENT_KEY]> {
  // The package's loggers take their level from WDIO_LOG_LEVEL when it loads (default: info, a line per
  // request), so it loads only here, quiet unless asked.
  process.env.WDIO_LOG_LEVEL ??= 'silent'
  const { default: WebDriver, ELEMENT_KEY } = await import('webdriver')
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port,
    // A command the browser never answers fails the case instead of the run, and a failed command is not
    // sent again: the harness decides what to retry (a click, a poll), and a page never loads twice.
    connectionRetryTimeout: 60_000,
    connectionRetryCount: 0,
    capabilities: {
      // The default page-load wait is five minutes.
      timeouts: { implicit: 0, pageLoad: 30_000, script: 30_000 },
    },
  })
  return [client, ELEMENT_KEY]
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const
  viewport = { width: 0, height: 0 }
  constructor(
    private readonly client: Client,
    private readonly element: typeof ELEMENT_KEY,
    private readonly done: () => Promise<void>,
  ) {}

  goto(url: string) {
    return this.client.navigateTo(url)
  }

  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    // Execute Script awaits a returned promise, as Puppeteer's evaluate does.
    return this.client.executeScript(
      `return (${fn.toString()}).apply(null, arguments)`,
      args as object[],
    ) as Promise<T>
  }

  async click(selector: string) {
    const found = await this.client.findElement('css selector', selector)
    // The client answers "no such element" with the error as the value.
    if (!(this.element in found)) throw new Error(`no element ${selector}`)
    await this.client.elementClick(found[this.element])
  }

  async type(text: string) {
    const focused = await this.client.getActiveElement()
    await this.client.elementSendKeys(focused[this.element], text)
  }

  async freshTab() {
    // The same window on a blank page: a new one starts a new web process (2-3 s a case), and WebKitGTK
    // leaves no dialog open after a custom-scheme link (it shows an error page, see cases.ts).
    await this.goto('about:blank')
  }

  url() {
    return this.client.getUrl()
  }

  /**
   * Sizes the window so the viewport is `width` × `height`, as near as the window allows. The window's frame
   * is measured, not assumed: a window rect the driver has set takes effect a moment later, so each step
   * waits for the viewport to change before it measures again (a reading taken too early once turned a
   * 1280 px request into a 2185 px window, wider than the display).
   */
  async resize({ width, height }: { width: number; height: number }) {
    const inner = () => this.evaluate(() => [window.innerWidth, window.innerHeight] as const)
    /** The viewport once it differs from `before`, or after 2 s if it does not change. */
    const changed = async (before: readonly [number, number]) => {
      const deadline = Date.now() + 2000
      let size = await inner()
      while (size[0] === before[0] && size[1] === before[1] && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50))
        size = await inner()
      }
      return size
    }
    let size = await inner()
    for (let step = 0; step < 3 && (size[0] !== width || size[1] !== height); step++) {
      const frame = await this.client.getWindowRect()
      await this.client.setWindowRect(
        null,
        null,
        frame.width + width - size[0],
        frame.height + height - size[1],
      )
      size = await changed(size)
    }
    this.viewport = { width: size[0], height: size[1] }
  }

  async close() {
    await this.client.deleteSession().catch(() => {})
    await this.done()
  }
}

export const webkit: Engine = {
  name: 'webkit',
  available() {
    if (!existsSync(driverPath))
      return { ok: false, reason: `no ${driverPath} (Debian package webkit2gtk-driver)` }
    if (!existsSync(xvfbPath))
      return { ok: false, reason: `no ${xvfbPath} (Debian packages xvfb xauth)` }
    return { ok: true }
  },
  async open(viewport) {
    const xvfb = await startXvfb()
    const port = await freePort()
    const config = gtkConfig()
    const driver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
      stdio: 'ignore',
    })
    const done = async () => {
      await stop(driver)
      await stop(xvfb.child)
      rmSync(config, { recursive: true, force: true })
    }
    try {
      await listening(port, driver)
      const page = new WebKitPage(...(await newSession(port)), done)
      await page.resize(viewport)
      return page
    } catch (error) {
      await done()
      throw error
    }
  },
}
