import type { Metadata, Viewport } from 'next'

// The palette (generated from lib/design-tokens.ts) and the base styles, before any component's own; the
import './styles.css'
import { themeColor } from '@/lib/design-tokens'
import { locales } from '@/lib/i18n/config'
import { sitePath } from '@/lib/i18n/href'
import { BASE_PATH_ATTRIBUTE, LANG_FROM_PATH_ATTRIBUTE } from '@/lib/i18n/paths'
import { brandedTitle } from '@/lib/metadata'
import { siteConfig } from '@/lib/site-config'

import { NotFoundText } from '@/components/errors/not-found'
import { HeadScript } from '@/components/layout/head-script'

// One not-found page for both root layouts (it becomes out/404.html). Hosts that serve one 404.html for
// every unknown path get both languages; the head script shows English under /en/ before paint.
// https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental

// Both languages in the title. Servers that pick the 404 page by folder serve each prefixed locale's own
// rendered page instead (app/(en)/en/404, components/errors/not-found.tsx).
export const metadata: Metadata = {
  title: brandedTitle('Страница не найдена · Page Not Found'),
  robots: { index: false },
}

export const viewport: Viewport = { themeColor, colorScheme: 'dark' }

export default function GlobalNotFound() {
  return (
    <html
      lang="ru"
      data-theme="dark"
      {...{
        [BASE_PATH_ATTRIBUTE]: siteConfig.basePath || undefined,
        // The head script sets `lang` to the address's locale, so CSS shows that locale's text only.
        [LANG_FROM_PATH_ATTRIBUTE]: '',
      }}
    >
      <head>
        <HeadScript />
      </head>
      <body>
        <header className="navbar">
          <div className="navbar__inner">
            <a className="navbar__brand" href={sitePath('/')}>
              {siteConfig.brandName}
            </a>
          </div>
        </header>
        <main id="main" className="not-found-page">
          {locales.map((locale) => (
            <NotFoundText key={locale} locale={locale} />
          ))}
        </main>
      </body>
    </html>
  )
}
