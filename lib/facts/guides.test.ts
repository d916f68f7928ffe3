// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { readPage } from '@/lib/source/schema'

import { guideFacts, readGuides } from './guides'

const file = (rel: string, source: string) => ({ ...readPage(rel, source).data!, rel })

describe('guideFacts', () => {
  it('reads app, platform and verified of guides only', () => {
    const guides = guideFacts([
      file('en/index.mdx', '---\ntitle: Home\ndescription: D\nkind: home\n---\n'),
      file(
        'en/android/happ.mdx',
        '---\ntitle: T\ndescription: D\nkind: guide\napp: happ\nplatform: android\nverified:\n  version: "2.10"\n  date: 2026-11-22\n  unconfirmed: ["menu name"]\n---\n',
      ),
    ])
    expect(guides).toEqual([
      {
        file: 'en/android/happ.mdx',
        app: 'happ',
        platform: 'android',
        verified: { version: '2.10', date: '2026-11-22', unconfirmed: ['menu name'] },
      },
    ])
  })

  it('finds every guide of the site with a version and a date', () => {
    const guides = readGuides('content')
    expect(guides.length).toBeGreaterThanOrEqual(20)
    for (const g of guides) {
      expect(g.verified?.version, g.file).toBeTruthy()
      expect(g.verified?.date, g.file).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
