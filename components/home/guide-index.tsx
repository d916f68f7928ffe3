import { getTranslations } from 'next-intl/server'

import { platforms } from '@/lib/apps'
import { getListedDocs } from '@/lib/source'
import type { Locale } from '@/lib/i18n/config'
import { sitePath } from '@/lib/i18n/href'

/** Every listed guide, grouped by platform (the `/guides` docs landing). */
export async function GuideIndex({ locale }: { locale: Locale }) {
  const t = await getTranslations('Platforms')
  const tg = await getTranslations('Guides')
  const docs = getListedDocs(locale)
  const byPosition = (a: { sidebar_position?: number }, b: { sidebar_position?: number }) =>
    (a.sidebar_position ?? 99) - (b.sidebar_position ?? 99)
  const other = docs.filter((d) => d.kind === 'doc' && d.path !== '/guides').sort(byPosition)
  return (
    <div className="guide-index">
      {platforms.map((platform) => {
        const page = docs.find((d) => d.kind === 'platform' && d.platform === platform)
        const guides = docs
          .filter((d) => d.kind === 'guide' && d.platform === platform)
          .sort(byPosition)
        if (guides.length === 0) return null
        return (
          <section key={platform} className="guide-index__group">
            <h2 className="guide-index__title">
              {page ? <a href={sitePath(page.url)}>{t(platform)}</a> : t(platform)}
            </h2>
            <ul>
              {guides.map((g) => (
                <li key={g.url}>
                  <a href={sitePath(g.url)}>{g.title}</a>
                  <p>{g.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <section className="guide-index__group">
        <h2 className="guide-index__title">{tg('otherTitle')}</h2>
        <ul>
          {other.map((d) => (
            <li key={d.url}>
              <a href={sitePath(d.url)}>{d.title}</a>
              <p>{d.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
