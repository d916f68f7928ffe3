import { getTranslations } from 'next-intl/server'

import { locales, type Locale } from '@/lib/i18n/config'
import { KEEP_QUERY_ATTRIBUTE } from '@/lib/i18n/paths'
import { localizedHref } from '@/lib/i18n/href'

import { Icon } from './icon'

export interface LocaleSwitcherProps {
  locale: Locale
  /** Locale-free path of the current page. */
  path: string
}

/**
 * The language dropdown. A `<details>` works without JavaScript; each link points at the same page in
 * the other locale, and the head script (client/early/locale-links.ts) adds the current query and
 * hash when it is followed (also before hydration). next-intl's `<Link locale>` would force a `/ru`
 * prefix, which does not exist here.
 */
export async function LocaleSwitcher({ locale, path }: LocaleSwitcherProps) {
  const t = await getTranslations('LocaleSwitcher')
  return (
    <details className="dropdown locale-switcher">
      <summary>
        <Icon name="globe" />
        <span className="visually-hidden">{t('label')}: </span>
        <span className="locale-switcher__name visually-hidden-mobile">{t(locale)}</span>
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
