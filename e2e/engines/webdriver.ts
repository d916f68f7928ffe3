// A thin W3C WebDriver client for WebKitGTK: Debian's webkit2gtk-driver (`WebKitWebDriver`) drives the
// MiniBrowser of libwebkit2gtk, which needs a display; a private Xvfb gives it one. Every process here is
// this module's own child and is ended by its PID.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/test-server'

import type { Engine, EnginePage } from './engine'

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const xvfbPath = '/usr/bin/Xvfb'

/** libwebkit2gtk's MiniBrowser (`webkit2gtk-4.1` on bookworm; any API version will do). */
export function miniBrowserPath(): string | undefined {
  const lib = '/usr/lib/x86_64-linux-gnu'
  const dirs = existsSync(lib) ? readdirSync(lib).filter((d) => /^webkit2gtk-[\d.]+$/.test(d)) : []
  return dirs.map((d) => `${lib}/${d}/MiniBrowser`).find((p) => existsSync(p))
}

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
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** One W3C WebDriver session: the commands the suite needs, nothing more. */
class WebDriverPage implements EnginePage {
  readonly engine = 'webkit' as const
  viewport = { width: 0, height: 0 }
  constructor(
    private readonly base: string,
    private readonly done: () => Promise<void>,
  ) {}

  async command<T = Json>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A command the browser never answers fails the case instead of the run.
      signal: AbortSignal.timeout(60_000),
    })
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`)
    return value
  }

  goto(url: string) {
    return this.command<void>('POST', '/url', { url })
  }

  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    // execute/sync awaits a returned promise, as Puppeteer's evaluate does.
    return this.command<T>('POST', '/execute/sync', {
      script: `return (${fn.toString()}).apply(null, arguments)`,
      args,
    })
  }

  async click(selector: string) {
    const found = await this.command<Record<string, string>>('POST', '/element', {
      using: 'css selector',
      value: selector,
    })
    const id = Object.values(found)[0]
    await this.command('POST', `/element/${id}/click`, {})
  }

  async type(text: string) {
    const keys = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ])
    await this.command('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: keys }],
    })
  }

  async freshTab() {
    // The same window on a blank page: a new one starts a new web process (2-3 s a case), and WebKitGTK
    // leaves no dialog open after a custom-scheme link (it shows an error page, see cases.ts).
    await this.goto('about:blank')
  }

  url() {
    return this.command<string>('GET', '/url')
  }

  resize({ width, height }: { width: number; height: number }) {
    return this.size(width, height)
  }

  /** Sizes the window so the viewport is `width` × `height`, as near as the window allows. */
  async size(width: number, height: number) {
    const inner = () => this.evaluate(() => [window.innerWidth, window.innerHeight] as const)
    await this.command('POST', '/window/rect', { width, height })
    const [w, h] = await inner()
    await this.command('POST', '/window/rect', { width: 2 * width - w, height: 2 * height - h })
    const [w2, h2] = await inner()
    this.viewport = { width: w2, height: h2 }
  }

  async close() {
    await this.command('DELETE', '').catch(() => {})
    await this.done()
  }
}

export const webkit: Engine = {
  name: 'webkit',
  available() {
    if (!existsSync(driverPath))
      return { ok: false, reason: `no ${driverPath} (Debian package webkit2gtk-driver)` }
    if (!miniBrowserPath())
      return {
        ok: false,
        reason: 'no MiniBrowser of libwebkit2gtk (Debian package webkit2gtk-driver)',
      }
    if (!existsSync(xvfbPath))
      return { ok: false, reason: `no ${xvfbPath} (Debian packages xvfb xauth)` }
    return { ok: true }
  },
  async open({ width, height }) {
    const xvfb = await startXvfb()
    const port = await freePort()
    const config = gtkConfig()
    const driver = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
      stdio: 'ignore',
    })
    const base = `http://127.0.0.1:${port}`
    const done = async () => {
      await stop(driver)
      await stop(xvfb.child)
      rmSync(config, { recursive: true, force: true })
    }
    try {
      for (let i = 0; ; i++) {
        try {
          await fetch(`${base}/status`)
          break
        } catch (error) {
          if (i > 100) throw error
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      const session = await fetch(`${base}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          capabilities: {
            alwaysMatch: {
              'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
              // The default page-load wait is five minutes.
              timeouts: { pageLoad: 30_000, script: 30_000 },
            },
          },
        }),
      })
      const { value } = (await session.json()) as { value: { sessionId: string; message?: string } }
      if (!value.sessionId) throw new Error(`WebKitWebDriver: no session: ${value.message}`)
      const page = new WebDriverPage(`${base}/session/${value.sessionId}`, done)
      await page.size(width, height)
      return page
    } catch (error) {
      await done()
      throw error
    }
  },
}
