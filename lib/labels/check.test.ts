import { describe, expect, it } from 'vitest'

import { appLabels } from './index'
import { checkLabelRegistry } from './check'
import type { AppLabels, UiLabel } from './types'

const strings: AppLabels['strings'] = {
  repo: 'example/open',
  tag: 'v1.0.0',
  files: { en: 'res/values/strings.xml' },
  format: 'android',
  usage: 'android',
  checked: '2026-11-26',
}

const open = (label: Partial<UiLabel>): AppLabels => ({
  app: 'v2rayng',
  strings,
  labels: {
    'main.connect': { key: 'connect', text: { en: 'Connect' }, where: 'main', ...label } as UiLabel,
  },
})

const closed = (label: Partial<UiLabel>): AppLabels => ({
  app: 'happ',
  vendorDocs: { checked: '2026-11-26' },
  labels: { 'main.add': { text: { en: '+' }, where: 'main', ...label } as UiLabel },
})

describe('checkLabelRegistry', () => {
  it('passes the registry: every label says where its control is', () => {
    expect(checkLabelRegistry(appLabels)).toEqual([])
  })

  it("refuses an open-source app's label with no screen file, naming the file, the id and the key", () => {
    expect(checkLabelRegistry({ open: open({}) })).toEqual([
      'lib/labels/open.ts: main.connect: place: missing: name the screen file that uses connect (its path in example/open at v1.0.0)',
    ])
    expect(checkLabelRegistry({ open: open({ place: null }) })).toHaveLength(1)
    expect(checkLabelRegistry({ open: open({ place: ' ' }) })).toHaveLength(1)
  })

  it("refuses a URL where an open-source app's screen file belongs", () => {
    expect(
      checkLabelRegistry({
        open: open({ place: 'https://github.com/example/open/blob/main/a.xml' }),
      }),
    ).toEqual([
      'lib/labels/open.ts: main.connect: place: "https://github.com/example/open/blob/main/a.xml" is not a path in example/open (the screen file that uses connect, as at v1.0.0)',
    ])
    expect(checkLabelRegistry({ open: open({ place: 'res/layout/main.xml' }) })).toEqual([])
  })

  it("takes a closed app's vendor document or null, and refuses anything else", () => {
    expect(checkLabelRegistry({ closed: closed({ place: null }) })).toEqual([])
    expect(checkLabelRegistry({ closed: closed({ place: 'https://example.com/faq' }) })).toEqual([])
    expect(checkLabelRegistry({ closed: closed({}) })).toEqual([
      "lib/labels/closed.ts: main.add: place: missing: the vendor's https document that shows where it is, or null when none does",
    ])
    expect(checkLabelRegistry({ closed: closed({ place: 'faq/ping.md' }) })).toEqual([
      'lib/labels/closed.ts: main.add: place: "faq/ping.md" is not an https URL (the vendor\'s document that shows where it is, or null)',
    ])
  })
})
