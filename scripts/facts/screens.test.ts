import { describe, expect, it } from 'vitest'

import type { AppLabels } from '@/lib/labels/types'
import type { AppScreens } from '@/lib/screens/types'

import { keyedControls, screenRepos, screensFinding, screenUses } from './screens'

const release = { tag: '2.4.0', assets: [] }

const labels: AppLabels = {
  app: 'v2rayng',
  strings: {
    repo: 'o/app',
    tag: '2.3.5',
    files: { en: 'res/values/strings.xml' },
    format: 'android',
    usage: 'android',
    checked: '2026-11-28',
  },
  labels: {
    title: { key: 'title_server', text: { en: 'Config' }, where: 'bar', place: 'ui/Bar.kt' },
    add: { key: 'acc_add', text: { en: 'Add' }, where: 'bar', place: 'ui/Bar.kt' },
    status: { key: 'not_connected', text: { en: 'Off' }, where: 'strip', place: 'ui/Model.kt' },
    star: { text: { en: '★' }, where: 'a literal', place: 'ui/Bar.kt' },
  },
}

/** A screen drawn from two files of its folder: the bar's title and + from Bar.kt, the status from Model.kt. */
const screens: AppScreens = {
  app: 'v2rayng',
  screens: {
    main: {
      name: { en: 'main', ru: 'главный' },
      frame: 'phone',
      regions: [
        { kind: 'bar', title: { label: 'title' }, end: [{ label: 'add' }, { label: 'star' }] },
        { kind: 'status', text: { label: 'status' }, end: { id: 'start', icon: 'play' } },
      ],
      source: 'o/app@2.3.5 ui/Bar.kt:1-20, Model.kt:30-40',
      checked: '2026-11-28',
    },
    vendor: {
      name: { en: 'doc', ru: 'док' },
      frame: 'phone',
      regions: [{ kind: 'rows', items: [{ label: 'add' }] }],
      source: 'https://example.com/docs',
      checked: '2026-11-28',
    },
  },
}

const bar =
  'title = stringResource(R.string.title_server)\nIcon(contentDescription = stringResource(R.string.acc_add))'
const model = 'Disconnected -> getString(R.string.not_connected)'

describe('screenUses', () => {
  it('finds every <Screen> by app and screen, the page’s app when it names none', () => {
    const uses = screenUses(
      [
        {
          rel: 'en/android/app.mdx',
          app: 'v2rayng',
          source: 'Tap.\n\n<Screen screen="main" mark="add" />\n',
        },
        { rel: 'en/guides/ps5.mdx', source: '<Screen app="v2rayng" screen="main" mark="add" />\n' },
      ],
      'content',
    )
    expect(uses.get('v2rayng main')).toEqual([
      'content/en/android/app.mdx:3',
      'content/en/guides/ps5.mdx:1',
    ])
  })
})

describe('screensFinding', () => {
  it('reads the repository files only, and counts the labels with a key', () => {
    expect(screenRepos(screens)).toEqual(
      new Map([['o/app', { tag: '2.3.5', files: ['ui/Bar.kt', 'ui/Model.kt'] }]]),
    )
    expect(keyedControls(screens, labels, 'o/app')).toEqual({ screens: 1, controls: 3 })
  })

  it('is current while each key is in one of the screen’s files', () => {
    const files = [
      { path: 'ui/Bar.kt', text: bar },
      { path: 'ui/Model.kt', text: model },
    ]
    expect(screensFinding('v2rayng', screens, labels, 'o/app', release, files, new Map())).toEqual({
      found: '3 controls of 1 screens still in their screen files at 2.4.0 (read at 2.3.5)',
      verdict: 'ok',
    })
  })

  it('names the screen, the control and its key when the key left, and says which file is gone', () => {
    const files = [
      { path: 'ui/Bar.kt', text: bar },
      { path: 'ui/Model.kt', text: null },
    ]
    const uses = new Map([['v2rayng main', ['content/en/android/app.mdx:3']]])
    expect(screensFinding('v2rayng', screens, labels, 'o/app', release, files, uses)).toEqual({
      found:
        'main: status (not_connected) left ui/Bar.kt, ui/Model.kt at 2.4.0 (ui/Model.kt gone); drawn at content/en/android/app.mdx:3',
      verdict: 'stale',
      action:
        "update lib/screens/v2rayng.ts (the screens' controls, and their source at 2.4.0) and look again at the schematics at content/en/android/app.mdx:3",
    })
  })

  it('leaves the screens unchecked when a file could not be read', () => {
    const failed = { found: 'ui/Bar.kt: HTTP 502', verdict: 'could not check' as const }
    expect(
      screensFinding(
        'v2rayng',
        screens,
        labels,
        'o/app',
        release,
        [{ path: 'ui/Bar.kt', text: failed }],
        new Map(),
      ),
    ).toBe(failed)
  })
})
