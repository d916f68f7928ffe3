import { getTranslations } from 'next-intl/server'

import { locales, type Locale } from '@/lib/i18n/config'
import { KEEP_QUERY_ATTRIBUTE } from '@/lib/i18n/locale-link-script'
import { localizedHref } from '@/lib/i18n/href'

export interface LocaleSwitcherProps {
  locale: Locale
  /** Locale-free path of the current page. */
  path: string
}

/**
 * The language dropdown. A `<details>` works without JavaScript; each link points at the same page in
 * the other locale, and the inline script of lib/i18n/locale-link-script.ts adds the current query and
 * hash when it is followed (also before hydration). next-intl's `<Link locale>` would force a `/ru`
 * prefix, which does not exist here.
 */
export async function LocaleSwitcher({ locale, path }: LocaleSwitcherProps) {
  const t = await getTranslations('LocaleSwitcher')
  return (
    <details className="dropdown locale-switcher">
      <summary>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.6 15.6 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="visually-hidden">{t('label')}: </span>
        <span>{t(locale)}</span>
      </summary>
      <ul className="dropdown__menu">
        {locales.map((l) => (
          <li key={l}>
            <a
              href={localizedHref(l, path)}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              {...{ [KEEP_QUERY_ATTRIBUTE]: '' }}
            >
              {t(l)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
