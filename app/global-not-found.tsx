import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'

import { locales, type Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { siteConfig } from '@/lib/site-config'

import './globals.css'

// One not-found page for both root layouts (it becomes out/404.html). Hosts that serve one 404.html for
// every unknown path get both languages; the inline script shows English under /en/ before paint.
// https://nextjs.org/docs/app/api-reference/file-conventions/not-found#global-not-foundjs-experimental

// Both languages in the title: React restores it on hydration, so a script cannot swap it. The build writes an
// English-only copy to out/en/404.html for servers that pick the 404 page by folder (nginx, `npm run serve`).
export const metadata: Metadata = {
  title: `Страница не найдена · Page Not Found — ${siteConfig.brandName}`,
  robots: { index: false },
}

export const viewport: Viewport = { themeColor: '#1b1b1d', colorScheme: 'dark' }

const switchLanguage = `if(/^\\/en(\\/|$)/.test(location.pathname))document.documentElement.lang='en'`

async function NotFoundText({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <div className={`not-found not-found--${locale}`} lang={locale}>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>{t('ownerHint')}</p>
      <p className="hero__actions">
        <a className="button button--primary" href={localizedPath(locale, '/')}>
          {t('home')}
        </a>
        <a className="button" href={localizedPath(locale, '/guides')}>
          {t('guides')}
        </a>
        <a className="button" href={localizedPath(locale, '/help')}>
          {t('help')}
        </a>
      </p>
    </div>
  )
}

export default function GlobalNotFound() {
  return (
    <html lang="ru" data-theme="dark">
      <head>
        <script dangerouslySetInnerHTML={{ __html: switchLanguage }} />
      </head>
      <body>
        <header className="navbar">
          <div className="navbar__inner">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: this page sits outside both root layouts */}
            <a className="navbar__brand" href="/">
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
