import { locales, type Locale } from '@/lib/i18n/config'
import { documentBasePath, localizedPath, withBasePath } from '@/lib/i18n/paths'
import { OFFLINE_PATH } from '@/lib/pwa/params'

/**
 * The page's own template matching `selector`, else the one of the offline page of the page's language
 * (which the service worker keeps, so it is there offline too), or null when it cannot be had. For notices
 * few readers ever see, whose markup would otherwise be parsed on every page.
 */
export async function onDemandTemplate(
  doc: Document,
  selector: string,
): Promise<HTMLTemplateElement | null> {
  const own = doc.querySelector<HTMLTemplateElement>(selector)
  if (own) return own
  const lang = doc.documentElement.lang
  const locale = (locales as readonly string[]).includes(lang) ? (lang as Locale) : locales[0]
  const url = withBasePath(documentBasePath(doc), localizedPath(locale, OFFLINE_PATH))
  try {
    const response = await doc.defaultView!.fetch(url, { credentials: 'same-origin' })
    if (!response.ok) return null
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    return page.querySelector<HTMLTemplateElement>(selector)
  } catch {
    return null
  }
}
