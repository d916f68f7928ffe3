import { describe, expect, it } from 'vitest'

import { apps, officialHosts } from '@/lib/apps'
import { readContentFiles, type PageFile } from '@/lib/source/files'
import { locales } from '@/lib/i18n/config'
import { analyseMdx } from '@/lib/mdx/analyse'

// What the content step checks of every page (the schema, lib/source/schema.ts; lib/content-rules.ts:
// twins, links and anchors) it checks in every build; these are the site's own conventions.
const pages = readContentFiles()

const guides = pages.filter((p): p is Extract<PageFile, { kind: 'guide' }> => p.kind === 'guide')

describe('content', () => {
  it('has pages in every locale', () => {
    for (const locale of locales)
      expect(pages.filter((p) => p.locale === locale).length).toBeGreaterThanOrEqual(30)
  })

  it('has no placeholder text in published pages', () => {
    for (const p of pages) {
      expect(p.source, p.rel).not.toMatch(
        /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|coming soon|скоро появится/i,
      )
    }
  })

  it('links to downloads only through the registry: no mirror, no direct installer file', () => {
    const allowedRepos = new Set(
      Object.values(apps).flatMap((app) =>
        Object.values(app.platforms).flatMap((b) =>
          b.stores
            .filter((s) => s.kind === 'github')
            .map((s) => new URL(s.url).pathname.split('/').slice(1, 3).join('/').toLowerCase()),
        ),
      ),
    )
    for (const p of pages) {
      for (const { line, target } of analyseMdx(p.source).links) {
        if (!/^https?:/.test(target)) continue
        const url = new URL(target)
        const where = `${p.rel}:${line} ${target}`
        expect(url.protocol, where).toBe('https:')
        expect(url.pathname, where).not.toMatch(/\.(apk|ipa|exe|msi|dmg|zip|7z)$/i)
        if (url.hostname === officialHosts.github) {
          expect(
            allowedRepos.has(url.pathname.split('/').slice(1, 3).join('/').toLowerCase()),
            where,
          ).toBe(true)
        }
        expect(url.hostname, where).not.toMatch(
          /apkpure|apkmirror|uptodown|4pda|softonic|filehippo|malavida|aptoide/,
        )
      }
    }
  })

  it('keeps every guide in the folder of its platform', () => {
    const ru = guides.filter((g) => g.locale === 'ru')
    expect(ru.length).toBeGreaterThan(0)
    expect(guides).toHaveLength(ru.length * 2)
    for (const g of guides) expect(g.path.split('/')[1], g.rel).toBe(g.platform)
  })

  it('tags iOS guides ios, Stash guides stash, and every app guide установка', () => {
    for (const g of guides) {
      const tags = g.tags
      expect(tags, g.rel).toContain('установка')
      if (g.platform === 'ios') expect(tags, g.rel).toContain('ios')
      if (g.app === 'stash') expect(tags, g.rel).toContain('stash')
    }
  })

  it('uses the same components in both languages of a guide', () => {
    const components = (source: string) =>
      [...source.matchAll(/<([A-Z]\w+)/g)]
        .map((m) => m[1])
        .filter((c) => c !== 'Tab' && c !== 'Kbd')
        .sort()
    for (const g of guides.filter((p) => p.locale === 'ru')) {
      const twin = pages.find((p) => p.locale === 'en' && p.path === g.path)!
      // On a TV the subscription comes from a phone (QR code or web import), not from a link.
      const tv = g.platform === 'tvos' || g.path.endsWith('/tv')
      for (const c of ['Requirements', 'StoreButtons', ...(tv ? [] : ['OneTapImport'])]) {
        expect(components(g.source), `${g.rel} ${c}`).toContain(c)
        expect(components(twin.source), `${twin.rel} ${c}`).toContain(c)
      }
    }
  })
})

describe('the update page', () => {
  it('links every listed app guide of its language, at its update section', () => {
    for (const locale of locales) {
      const update = pages.find((p) => p.locale === locale && p.path === '/update')!
      const targets = new Set(analyseMdx(update.source).links.map((l) => l.target))
      const listed = guides.filter((g) => g.locale === locale && !g.unlisted)
      expect(listed.length, locale).toBeGreaterThan(0)
      for (const g of listed)
        expect(targets, `${update.rel} → ${g.url}`).toContain(`${g.url}#update`)
    }
  })
})
