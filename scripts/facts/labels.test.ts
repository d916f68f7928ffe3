import { describe, expect, it } from 'vitest'

import { v2raynLabels } from '@/lib/labels/v2rayn'
import { clashVergeRevLabels } from '@/lib/labels/clash-verge-rev'
import { clashxMetaLabels } from '@/lib/labels/clashx-meta'

import {
  contentsUrl,
  labelsFinding,
  labelUses,
  readContents,
  readStrings,
  stringFilePaths,
} from './labels'

const release = { tag: '7.25.0', assets: [] }
const file = (text: string) => ({
  kind: 'response' as const,
  status: 200,
  body: JSON.stringify({ encoding: 'base64', content: Buffer.from(text).toString('base64') }),
})

describe('readStrings', () => {
  it('reads .resx, Android and JSON string files, entities and escapes decoded', () => {
    expect(
      readStrings(
        'resx',
        '<data name="a" xml:space="preserve">\n <value>Tom &amp; Jerry</value>\n</data>',
      ),
    ).toEqual(new Map([['a', 'Tom & Jerry']]))
    expect(readStrings('android', '<string name="b">Don\\\'t &lt;stop&gt;</string>')).toEqual(
      new Map([['b', "Don't <stop>"]]),
    )
    expect(
      readStrings(
        'android',
        '<string-array name="lan"><item>Follow</item><item>Bypass</item></string-array>',
      ),
    ).toEqual(
      new Map([
        ['lan[0]', 'Follow'],
        ['lan[1]', 'Bypass'],
      ]),
    )
    expect(readStrings('json', '{"page":{"title":"Profiles"}}', 'profiles')).toEqual(
      new Map([['profiles:page.title', 'Profiles']]),
    )
  })

  it('reads JSON that opens with a byte-order mark (Karing’s lib/i18n files)', () => {
    expect(readStrings('json', '\uFEFF{"meta":{"addProfile":"Add Profile"}}')).toEqual(
      new Map([['meta.addProfile', 'Add Profile']]),
    )
  })

  it('reads Apple .strings with comments and escapes', () => {
    const text = [
      '/* No comment provided by engineer. */',
      '"Download fail" = "Download fail";',
      '"Say \\"hi\\"" = "Say \\"hi\\"\\nnow";',
      '// "commented" = "out";',
    ].join('\n')
    expect(readStrings('strings', text)).toEqual(
      new Map([
        ['Download fail', 'Download fail'],
        ['Say "hi"', 'Say "hi"\nnow'],
      ]),
    )
  })

  it('reads a layout’s element titles by id, under the layout’s name', () => {
    const storyboard = [
      '<menuItem title="Configs" id="JMV-Dy-CI0">',
      '<menuItem title="Tom &amp; Jerry" keyEquivalent="t" id="a-1">',
      '<tableHeaderCell key="headerCell" title="Update Time">',
      '<menu id="no-title">',
    ].join('\n')
    expect(readStrings('layout', storyboard, 'main')).toEqual(
      new Map([
        ['main#JMV-Dy-CI0', 'Configs'],
        ['main#a-1', 'Tom & Jerry'],
      ]),
    )
  })
})

describe('the registry’s string files', () => {
  it('names one file per language, or one per namespace of a folder', () => {
    expect(stringFilePaths(v2raynLabels)).toEqual([
      { language: 'en', path: 'v2rayN/ServiceLib/Resx/ResUI.resx' },
      { language: 'ru', path: 'v2rayN/ServiceLib/Resx/ResUI.ru.resx' },
    ])
    const cvr = stringFilePaths(clashVergeRevLabels).map((f) => f.path)
    expect(cvr).toContain('src/locales/ru/profiles.json')
    expect(cvr).toContain('src/locales/en/settings.json')
    expect(contentsUrl('https://api.github.com', '2dust/v2rayN', 'a b/c.resx', '7.24.8')).toBe(
      'https://api.github.com/repos/2dust/v2rayN/contents/a%20b/c.resx?ref=7.24.8',
    )
  })

  it('judges the v2rayN labels as recorded unchanged, and one changed text as stale', () => {
    const resx = (lang: 'en' | 'ru', change?: [string, string]) =>
      Object.values(v2raynLabels.labels)
        .map((l) => {
          const text = change && l.key === change[0] ? change[1] : l.text[lang]!
          return `<data name="${l.key}"><value>${text.replace(/&/g, '&amp;')}</value></data>`
        })
        .join('\n')
    const files = (ru?: [string, string]) =>
      stringFilePaths(v2raynLabels).map((f) => ({
        ...f,
        text: readContents(file(resx(f.language, f.language === 'ru' ? ru : undefined)), f.path),
      }))
    const uses = new Map([['v2rayn subscription.menu', ['content/ru/windows/v2rayn.mdx:70']]])
    const count = Object.keys(v2raynLabels.labels).length
    expect(labelsFinding('v2rayn', v2raynLabels, release, files(), uses)).toEqual({
      found: `${count} labels unchanged at 7.25.0 (read at 7.24.8)`,
      verdict: 'ok',
    })
    const stale = labelsFinding(
      'v2rayn',
      v2raynLabels,
      release,
      files(['menuSubscription', 'Подписки']),
      uses,
    )
    expect(stale.verdict).toBe('stale')
    expect(stale.found).toBe(
      'subscription.menu (menuSubscription, ru) renamed: "Группа подписки" → "Подписки"; used at content/ru/windows/v2rayn.mdx:70',
    )
  })

  it('re-reads ClashX Meta’s menu titles from its storyboard: a renamed menu item is stale', () => {
    const paths = stringFilePaths(clashxMetaLabels)
    expect(paths).toEqual([
      { language: 'en', path: 'ClashX/Support Files/en.lproj/Localizable.strings' },
      { language: 'en', path: 'ClashX/Base.lproj/Main.storyboard', layout: 'main' },
      { language: 'en', path: 'ClashX/Views/RemoteConfigAddView.xib', layout: 'addView' },
    ])
    const labels = Object.values(clashxMetaLabels.labels).filter((l) => l.key)
    const fileText = (layout: string | undefined, rename?: [string, string]) =>
      layout
        ? labels
            .filter((l) => l.key!.startsWith(`${layout}#`))
            .map((l) => {
              const title = rename && rename[0] === l.key ? rename[1] : l.text.en!
              return `<menuItem title="${title}" id="${l.key!.slice(layout.length + 1)}">`
            })
            .join('\n')
        : labels
            .filter((l) => !l.key!.includes('#'))
            .map((l) => `"${l.key!.replace(/"/g, '\\"')}" = "${l.text.en!.replace(/"/g, '\\"')}";`)
            .join('\n')
    const files = (rename?: [string, string]) =>
      paths.map((p) => ({ ...p, text: fileText(p.layout, rename) }))
    const uses = new Map([['clashx-meta menu.configs', ['content/ru/macos/clashxmeta.mdx:90']]])
    const at = { tag: 'v1.4.9', assets: [] }
    expect(labelsFinding('clashx-meta', clashxMetaLabels, at, files(), uses)).toEqual({
      found: `${labels.length} labels unchanged at v1.4.9 (read at v1.4.8)`,
      verdict: 'ok',
    })
    const stale = labelsFinding(
      'clashx-meta',
      clashxMetaLabels,
      at,
      files(['main#JMV-Dy-CI0', 'Profiles']),
      uses,
    )
    expect(stale.verdict).toBe('stale')
    expect(stale.found).toBe(
      'menu.configs (main#JMV-Dy-CI0, en) renamed: "Configs" → "Profiles"; used at content/ru/macos/clashxmeta.mdx:90',
    )
  })

  it('finds where the guides use each label, the page’s app by default', () => {
    const uses = labelUses([
      {
        rel: 'ru/windows/v2rayn.mdx',
        source: '---\napp: v2rayn\n---\n\nОткройте <Label id="subscription.menu" />.\n',
        app: 'v2rayn',
      },
      { rel: 'ru/faq.mdx', source: '\n<Label app="v2rayn" id="subscription.menu" />\n' },
    ])
    expect(uses.get('v2rayn subscription.menu')).toEqual([
      'content/ru/windows/v2rayn.mdx:5',
      'content/ru/faq.mdx:2',
    ])
  })
})
