import type { Metadata, Viewport } from 'next'

// The palette (generated from lib/design-tokens.ts) and the base styles, before any component's own; the
import './styles.css'
import { themeColor } from '@/lib/design-tokens'
import { locales } from '@/lib/i18n/config'
import { sitePath } from '@/lib/i18n/href'
import { BASE_PATH_ATTRIBUTE, prefixedLocales } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

import { NotFoundText } from '@/components/errors/not-found'

// One not-found page for both root layouts (it becomes out/404.html). Hosts that serve one 404.html for
// every unknown path get both languages; the inline script shows English under /en/ before paint.
// https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental

// Both languages in the title. Servers that pick the 404 page by folder serve each prefixed locale's own
// rendered page instead (app/(en)/en/404, components/errors/not-found.tsx).
export const metadata: Metadata = {
  title: `Страница не найдена · Page Not Found — ${siteConfig.brandName}`,
  robots: { index: false },
}

export const viewport: Viewport = { themeColor, colorScheme: 'dark' }

/** Sets `lang` to the prefixed locale of the address, so CSS shows that locale's text only. */
const switchLanguage = `(function(){var b=${JSON.stringify(siteConfig.basePath)},p=location.pathname;if(b&&p.indexOf(b)===0)p=p.slice(b.length)||'/';${JSON.stringify(prefixedLocales)}.forEach(function(l){if(p==='/'+l||p.indexOf('/'+l+'/')===0)document.documentElement.lang=l})})()`

export default function GlobalNotFound() {
  return (
    <html
      lang="ru"
      data-theme="dark"
      {...{ [BASE_PATH_ATTRIBUTE]: siteConfig.basePath || undefined }}
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: switchLanguage }} />
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
