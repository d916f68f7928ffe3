// The cross-engine suite's harness (e2e/engines/harness.ts; e2e/ is Playwright's, so its unit test is here):
// the mutant really removes "Add to <App>" from the page the script renders, and the mutant's verdict needs
// a failure in every engine that ran.
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { apps, importLinkFor } from '@/lib/apps'
import { actionSelector } from '@/lib/onetap/markup'
import { STORAGE_KEY } from '@/lib/subscription'

import { start } from '@/client/core'
import { oneTap } from '@/client/behaviours/one-tap'
import { OneTapActions } from '@/components/onetap/one-tap-actions'

import { mutantSurvivors, mutate, type Result } from '../e2e/engines/harness'

const labels = Object.fromEntries(
  ['body', 'add', 'fallback', 'copy', 'copied', 'forget', 'kept', 'qrTitle', 'qrHint', 'qrAlt'].map(
    (k) => [k, k],
  ),
) as Parameters<typeof OneTapActions>[0]['labels']
const box = renderToStaticMarkup(
  <OneTapActions
    importLink={importLinkFor(apps.happ, 'android')}
    profileName="Brand"
    qr={false}
    labels={labels}
  >
    static
  </OneTapActions>,
)

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  sessionStorage.clear()
})

/** The personal "Add" link the page script builds from `markup`, or null. */
function addLink(markup: string) {
  sessionStorage.setItem(STORAGE_KEY, 'https://sub.example.com/api/sub/AbC123')
  document.body.innerHTML = markup
  stop = start([oneTap])
  return document.querySelector(actionSelector('add'))?.getAttribute('href') ?? null
}

describe('the cross-engine mutant', () => {
  it('leaves the box without "Add to <App>", which the unchanged box has', () => {
    expect(addLink(box)).toBe('happ://add/https://sub.example.com/api/sub/AbC123')
    stop?.()
    const broken = mutate(box)
    expect(broken).not.toBe(box)
    expect(addLink(broken)).toBeNull()
  })

  it('survives in every engine where no case failed', () => {
    const result = (engine: Result['engine'], status: Result['status']): Result => ({
      engine,
      width: 375,
      name: 'card',
      status,
      ms: 1,
    })
    expect(
      mutantSurvivors([
        result('chromium', 'failed'),
        result('webkit', 'passed'),
        result('webkit', 'skipped'),
        result('firefox', 'passed'),
        result('firefox', 'failed'),
      ]),
    ).toEqual({ ran: ['chromium', 'webkit', 'firefox'], blind: ['webkit'] })
    expect(mutantSurvivors([result('webkit', 'failed')]).blind).toEqual([])
    expect(mutantSurvivors([])).toEqual({ ran: [], blind: [] })
  })
})
