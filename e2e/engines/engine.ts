// The one interface the cross-engine suite (./cases.ts) drives: a page in Chromium, WebKit or Firefox, through
// whichever maintained client reaches it (./puppeteer.ts: puppeteer-core, Chromium over CDP and Firefox over
// WebDriver BiDi; ./webkit.ts: WebdriverIO's `webdriver`, WebKitGTK over W3C WebDriver). Only what a reader
// does: open a URL, click, read the page.

/** The engines the suite runs in, in the order it reports them. */
export const engineNames = ['chromium', 'webkit', 'firefox'] as const
export type EngineName = (typeof engineNames)[number]

/** A page the suite drives; one per engine and viewport width, reused across cases. */
export interface EnginePage {
  readonly engine: EngineName
  /** The viewport the engine gave (what `resize` asked for, as near as the window allows). */
  readonly viewport: { width: number; height: number }
  /** Gives the page a new viewport size; the next `freshTab` keeps it. */
  resize(viewport: { width: number; height: number }): Promise<void>
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>
  /** Runs `fn` in the page (serialized: it must not close over anything) and returns its JSON result. */
  evaluate<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** A trusted click at the element's centre, as a reader's tap (a user gesture). */
  click(selector: string): Promise<void>
  /** Types into the focused element with real key events. */
  type(text: string): Promise<void>
  /**
   * Moves to a new tab (and closes the old one), as each case starts: a dialog a case left open (Chromium
   * asks before it hands a custom-scheme link to the system) must not steal the next case's focus.
   */
  freshTab(): Promise<void>
  /** The address in the address bar. */
  url(): Promise<string>
  close(): Promise<void>
}

/** An engine this machine can run, or why not. */
export type Availability = { ok: true } | { ok: false; reason: string }

/** An engine: whether it is installed here, and how to open a page (one browser, reused for every case). */
export interface Engine {
  name: EngineName
  available(): Availability
  open(viewport: { width: number; height: number }): Promise<EnginePage>
}
