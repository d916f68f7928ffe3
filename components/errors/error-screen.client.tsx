'use client'

import { useState } from 'react'

import { ERROR_STRINGS_ID, type ErrorStrings } from './strings'

let cached: { lang: string; strings: ErrorStrings } | null = null

/**
 * The strings of the page's language, read from the data block in <head>. Cached: a global error
 * replaces the whole document, data block included.
 */
export function readErrorStrings(): { lang: string; strings: ErrorStrings } | null {
  if (cached || typeof document === 'undefined') return cached
  const block = document.getElementById(ERROR_STRINGS_ID)
  if (!block?.textContent) return null
  try {
    cached = {
      lang: document.documentElement.lang,
      strings: JSON.parse(block.textContent) as ErrorStrings,
    }
  } catch {
    return null
  }
  return cached
}
// Read while the root layout's document is still there: the module loads with the page.
readErrorStrings()

/** The error and each `cause` after it, as text (at most 10, in case of a cycle). */
export function causeChain(error: unknown): string[] {
  const chain: string[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && chain.length < 10) {
    chain.push(
      current instanceof Error
        ? `${current.name}: ${current.message}`
        : typeof current === 'string'
          ? current
          : JSON.stringify(current),
    )
    current = current instanceof Error ? current.cause : undefined
  }
  return chain
}

/** A script or style chunk of the build that did not load (a redeploy removed it, the network failed). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /failed to (load|fetch) (chunk|dynamically imported module)|loading (css )?chunk .* failed/i.test(
      error.message,
    )
  )
}

export interface ErrorScreenProps {
  error: unknown
  /** Re-renders the segment that failed. */
  reset: () => void
  strings: ErrorStrings
}

/** "This page crashed." with the cause chain and "Try again"; for a missing chunk, "Retry" reloads. */
export function ErrorScreen({ error, reset, strings }: ErrorScreenProps) {
  const [chain] = useState(() => causeChain(error))
  if (isChunkLoadError(error)) {
    return (
      <main id="main" className="error-screen" role="alert">
        <h1>{strings.chunkTitle}</h1>
        <pre className="error-screen__text">{chain[0]}</pre>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {strings.retry}
        </button>
      </main>
    )
  }
  return (
    <main id="main" className="error-screen" role="alert">
      <h1>{strings.title}</h1>
      <pre className="error-screen__text">{chain[0]}</pre>
      {chain.length > 1 ? (
        <>
          <h2>{strings.causes}</h2>
          <ol className="error-screen__causes">
            {chain.slice(1).map((cause, index) => (
              <li key={index}>
                <pre>{cause}</pre>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <button type="button" className="button button--primary" onClick={reset}>
        {strings.tryAgain}
      </button>
    </main>
  )
}

/** The body of app/(ru)/error.tsx and app/(en)/en/error.tsx. */
export function RouteError({ error, reset }: { error: unknown; reset: () => void }) {
  const found = readErrorStrings()
  if (!found) return <pre role="alert">{causeChain(error).join('\n')}</pre>
  return <ErrorScreen error={error} reset={reset} strings={found.strings} />
}

/** app/global-error.tsx: an error in a root layout replaces the whole document. */
export function GlobalError({ error }: { error: unknown }) {
  const found = readErrorStrings()
  return (
    <html lang={found?.lang ?? 'ru'} data-theme="dark">
      <body>
        <main id="main" className="error-screen" role="alert">
          {found ? <h1>{found.strings.globalTitle}</h1> : null}
          {found ? <p>{found.strings.globalBody}</p> : null}
          <pre className="error-screen__text">{causeChain(error).join('\n')}</pre>
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {found?.strings.reload ?? '↻'}
          </button>
        </main>
      </body>
    </html>
  )
}
