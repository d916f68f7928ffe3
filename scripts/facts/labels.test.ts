import { describe, expect, it } from 'vitest'

import { v2raynLabels } from '@/lib/labels/v2rayn'
import { clashVergeRevLabels } from '@/lib/labels/clash-verge-rev'
import { clashxMetaLabels } from '@/lib/labels/clashx-meta'

import type { AppLabels } from '@/lib/labels/types'

import {
  contentsUrl,
  labelsFinding,
  labelUses,
  placePaths,
  readContents,
  readPlace,
  readStrings,
  stringFilePaths,
  usesKey,
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
    const count = Object.values(v2raynLabels.labels).filter((l) => l.key).length
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

describe('usesKey: a key in its screen file, as each app’s code names keys', () => {
  it('Android: R.string, @string and, for a list item, R.array / @array; the whole name only', () => {
    expect(usesKey('android', 'profile', 'android:text="@string/profile"')).toBe(true)
    expect(usesKey('android', 'profile', 'android:text="@string/profiles"')).toBe(false)
    expect(usesKey('android', 'save', 'stringResource(R.string.save)')).toBe(true)
    expect(usesKey('android', 'vpn_bypass_lan[1]', 'entries = R.array.vpn_bypass_lan')).toBe(true)
    expect(usesKey('android', 'vpn_bypass_lan[1]', 'R.string.vpn_bypass_lan')).toBe(false)
  })

  it('v2rayN: ResUI.KEY in C# and XAML', () => {
    const xaml = 'Header="{x:Static resx:ResUI.menuSubscription}"'
    expect(usesKey('resx', 'menuSubscription', xaml)).toBe(true)
    expect(usesKey('resx', 'menuSub', xaml)).toBe(false)
  })

  it('Clash Verge Rev: the namespaced key as a dotted string, or built from its parent in a template', () => {
    expect(
      usesKey('i18next', 'profiles:page.actions.import', "t('profiles.page.actions.import')"),
    ).toBe(true)
    expect(usesKey('i18next', 'proxies:page.modes.rule', 't(`proxies.page.modes.${mode}`)')).toBe(
      true,
    )
    expect(
      usesKey('i18next', 'profiles:page.actions.import', "t('profiles.page.actions.importAll')"),
    ).toBe(false)
  })

  it('Karing: t.path and tcontext.path, not a longer path', () => {
    expect(usesKey('slang', 'meta.addProfile', 'title: tcontext.meta.addProfile,')).toBe(true)
    expect(usesKey('slang', 'meta.addProfile', 'title: t.meta.addProfile);')).toBe(true)
    expect(usesKey('slang', 'meta.add', 'tcontext.meta.addProfile')).toBe(false)
    expect(usesKey('slang', 'meta.add', 'widget.meta.add')).toBe(false)
  })

  it('ClashX Meta: the key as a string literal, and a layout key as an element id', () => {
    expect(
      usesKey('apple', 'Download fail', 'NSLocalizedString("Download fail", comment: "")'),
    ).toBe(true)
    expect(usesKey('apple', 'Install', 'NSLocalizedString("Legacy Install", comment: "")')).toBe(
      false,
    )
    expect(usesKey('apple', 'main#JMV-Dy-CI0', '<menuItem title="Configs" id="JMV-Dy-CI0">')).toBe(
      true,
    )
    expect(usesKey('apple', 'main#JMV-Dy-CI0', '<menuItem title="Configs" id="JMV-Dy-CI1">')).toBe(
      false,
    )
  })
})

describe('labelsFinding: each label’s screen file at the latest release', () => {
  const labels: AppLabels = {
    app: 'v2rayng',
    strings: {
      repo: 'example/app',
      tag: 'v1.0.0',
      files: { en: 'res/values/strings.xml' },
      format: 'android',
      usage: 'android',
      checked: '2026-11-26',
    },
    labels: {
      'main.connect': {
        key: 'connect',
        text: { en: 'Connect' },
        where: 'main screen',
        place: 'res/layout/main.xml',
      },
      'settings.lan': {
        key: 'allow_lan',
        text: { en: 'Allow LAN' },
        where: 'main screen',
        place: 'res/layout/main.xml',
      },
      'settings.title': {
        key: 'settings',
        text: { en: 'Settings' },
        where: 'settings screen',
        place: 'res/layout/settings.xml',
      },
      literal: { text: { en: '★' }, where: 'main', place: 'res/layout/main.xml', source: 'x' },
    },
  }
  const strings = [
    {
      language: 'en' as const,
      path: 'res/values/strings.xml',
      text: [
        '<string name="connect">Connect</string>',
        '<string name="allow_lan">Allow LAN</string>',
        '<string name="settings">Settings</string>',
      ].join('\n'),
    },
  ]
  const at = { tag: 'v1.1.0', assets: [] }
  const uses = new Map([['app settings.lan', ['content/en/guides/ps5.mdx:43']]])

  it('reads each screen file once, only for labels with a key', () => {
    expect(placePaths(labels)).toEqual(['res/layout/main.xml', 'res/layout/settings.xml'])
  })

  it('is current when every key is still in its screen file', () => {
    const places = [
      { path: 'res/layout/main.xml', text: '@string/connect @string/allow_lan' },
      { path: 'res/layout/settings.xml', text: '@string/settings' },
    ]
    expect(labelsFinding('app', labels, at, strings, uses, places)).toEqual({
      found: '3 labels unchanged at v1.1.0, 3 in their screen files (read at v1.0.0)',
      verdict: 'ok',
    })
  })

  it('is stale when a key left its screen file or the file is gone, with the guide lines', () => {
    const places = [
      { path: 'res/layout/main.xml', text: '@string/connect' },
      { path: 'res/layout/settings.xml', text: null },
    ]
    expect(labelsFinding('app', labels, at, strings, uses, places)).toEqual({
      found: [
        'settings.lan (allow_lan) left res/layout/main.xml at v1.1.0; used at content/en/guides/ps5.mdx:43',
        'settings.title (settings): res/layout/settings.xml is gone at v1.1.0; no guide uses it',
      ].join('; '),
      verdict: 'stale',
      action:
        'update lib/labels/app.ts (texts, places and strings.tag v1.1.0) and re-read the steps at content/en/guides/ps5.mdx:43',
    })
  })

  it('could not check when a screen file cannot be read; 404 means the file is gone', () => {
    const failed = readPlace({ kind: 'response', status: 502, body: '' }, 'res/layout/main.xml')
    expect(failed).toEqual({ found: 'res/layout/main.xml: HTTP 502', verdict: 'could not check' })
    expect(readPlace({ kind: 'response', status: 404, body: '' }, 'res/layout/main.xml')).toBeNull()
    const places = [{ path: 'res/layout/main.xml', text: failed }]
    expect(labelsFinding('app', labels, at, strings, uses, places).verdict).toBe('could not check')
  })
})
