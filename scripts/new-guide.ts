// `npm run new:guide -- <platform>/<app>`: writes a new app guide in every language,
// content/<locale>/<platform>/<app>.mdx, from scripts/new-guide/guide.<locale>.mdx.template: the front
// matter (with a `verified` block to fill in), every section of an app guide (lib/guide-sections.ts) and
// the components in place. It passes the content build as written; CI refuses its TODO notes until the
// writer has replaced them (tests/content.test.ts, "no placeholder text").
// Refuses a platform or an app the registry (lib/apps.ts) does not know, naming the choices, an app
// without a build for the platform, and a guide that exists already.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { appIds, apps, appsFor, platforms, type AppId, type Platform } from '@/lib/apps'
import { CONTENT_DIR, readContentFiles } from '@/lib/source/files'
import { guideSections } from '@/lib/guide-sections'
import { locales } from '@/lib/i18n/config'
import { readMessages } from '@/lib/i18n/message-files'
import { localizedPath } from '@/lib/i18n/paths'

const deviceNames = { ru: readMessages('ru').Platforms, en: readMessages('en').Platforms }

function fail(message: string): never {
  console.error(`new:guide: ${message}`)
  process.exit(1)
}

const isPlatform = (value: string): value is Platform =>
  (platforms as readonly string[]).includes(value)
const isApp = (value: string): value is AppId => (appIds as readonly string[]).includes(value)

const arg = process.argv[2] ?? ''
const [platform = '', app = '', ...rest] = arg.split('/')
if (!platform || !app || rest.length > 0)
  fail(`usage: npm run new:guide -- <platform>/<app>, e.g. windows/karing (got "${arg}")`)
if (!isPlatform(platform))
  fail(`unknown platform "${platform}": the platforms are ${platforms.join(', ')}`)
const onPlatform = appsFor(platform).map((a) => a.id)
if (!isApp(app))
  fail(
    `unknown app "${app}": the apps on ${platform} in lib/apps.ts are ${onPlatform.join(', ')} (all apps: ${appIds.join(', ')})`,
  )
if (!apps[app].platforms[platform])
  fail(
    `${apps[app].name} has no ${platform} build in lib/apps.ts (add it there first): the apps on ${platform} are ${onPlatform.join(', ')}`,
  )

// A guide switched off in site.config.ts is still a file: never write over it.
const pages = readContentFiles(CONTENT_DIR, 'all')
const existing = pages.find((p) => p.kind === 'guide' && p.app === app && p.platform === platform)
if (existing) fail(`${existing.file} is already the ${apps[app].name} guide for ${platform}`)
const files = locales.map((locale) => ({
  locale,
  file: path.join(CONTENT_DIR, locale, platform, `${app}.mdx`),
}))
for (const { file } of files) if (existsSync(file)) fail(`${file} exists; it is not overwritten`)

// After the platform's other guides in the sidebar.
const positions = pages
  .filter((p) => p.locale === locales[0] && p.path.startsWith(`/${platform}/`))
  .flatMap((p) => (p.sidebar_position === undefined ? [] : [p.sidebar_position]))
const values: Record<string, string> = {
  app: apps[app].name,
  appId: app,
  platform,
  position: String(positions.length > 0 ? Math.max(...positions) + 1 : 0),
  // The tags the content test asks of a guide: установка, ios on iOS, stash for Stash.
  tags: ['установка', ...(platform === 'ios' ? ['ios'] : []), ...(app === 'stash' ? ['stash'] : [])]
    .sort()
    .join(', '),
  today: new Date().toISOString().slice(0, 10),
}

for (const { locale, file } of files) {
  // From the project folder, where npm runs scripts (scripts/run.mjs runs a bundled copy elsewhere).
  const template = readFileSync(
    path.join('scripts', 'new-guide', `guide.${locale}.mdx.template`),
    'utf8',
  )
  const sections = Object.fromEntries(guideSections.map((s) => [s.id, s.title[locale]]))
  const filled = template.replace(/\{\{([\w-]+)\}\}/g, (match, name: string) => {
    const value =
      name === 'device' ? deviceNames[locale][platform] : (values[name] ?? sections[name])
    if (value === undefined) fail(`guide.${locale}.mdx.template: no value for ${match}`)
    return value
  })
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, filled)
  console.log(`wrote ${file}  (${localizedPath(locale, `/${platform}/${app}`)})`)
}
console.log(`
Next:
- npm run dev, then open http://127.0.0.1:3000/${platform}/${app} and http://127.0.0.1:3000/en/${platform}/${app}
- replace every TODO(new guide) note and the verified block with what you checked in the app
  (the home page and /help list the guide from its app and platform)`)
