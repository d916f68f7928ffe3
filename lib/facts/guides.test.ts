// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { readFrontMatter } from '@/lib/source/files'

import { guideFacts, readGuides } from './guides'

const file = (rel: string, source: string) => ({
  file: `content/${rel}`,
  rel,
  source,
  data: readFrontMatter(source),
})

describe('guideFacts', () => {
  it('reads app, platform and verified of guides only', () => {
    const guides = guideFacts([
      file('en/index.mdx', '---\ntitle: Home\nkind: home\n---\n'),
      file(
        'en/android/x.mdx',
        '---\nkind: guide\napp: x\nplatform: android\nverified:\n  version: 2.10\n  date: 2026-11-22\n  unconfirmed: ["menu name", 5]\n---\n',
      ),
      file('en/ios/y.mdx', '---\nkind: guide\napp: y\nplatform: ios\n---\n'),
    ])
    expect(guides).toEqual([
      {
        file: 'en/android/x.mdx',
        app: 'x',
        platform: 'android',
        verified: { version: '2.1', date: '2026-11-22', unconfirmed: ['menu name', '5'] },
      },
      { file: 'en/ios/y.mdx', app: 'y', platform: 'ios' },
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
