import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { apps, type AppId } from '@/lib/apps'
import { guideSections, type GuideSectionId } from '@/lib/guide-sections'
import { matchesList } from '@/lib/help'
import type { Locale } from '@/lib/i18n/config'
import type { Device } from '@/lib/source/routes'
import { sitePath } from '@/lib/i18n/href'

export interface ForContextProps {
  /** Devices (`android`, `ps5` …) or app ids, separated by spaces or commas. */
  is: string
  children: ReactNode
  /** The device or app of the rendering context (bound by `getMdxComponents`). */
  current?: string
}

/**
 * `<ForPlatform is="android">…</ForPlatform>` / `<ForApp is="happ karing">…</ForApp>` in a
 * troubleshooting entry: the children render only where the guide or the `/help` page is about one of
 * the listed devices or apps. Without a device or app in the context (the general list on `/help`), the
 * block is left out, so what remains is the advice that holds everywhere.
 */
export function ForContext({ is, current, children }: ForContextProps) {
  return matchesList(is, current) ? <>{children}</> : null
}

export interface GuideLinkProps {
  locale: Locale
  section: GuideSectionId
  device?: Device
  app?: AppId
  /** The guide's URL (`/android/happ`); nothing renders without one. */
  guideUrl?: string
}

/**
 * `<GuideLink section="update" />`: one sentence pointing to a section of the context's guide
 * ("For Happ, see the guide's “Update the subscription” section"), so an entry need not repeat each
 * app's labels. Renders nothing where there is no guide (the general `/help` list, the PS5).
 */
export async function GuideLink({ locale, section, app, guideUrl }: GuideLinkProps) {
  if (!guideUrl || !app) return null
  const title = guideSections.find((s) => s.id === section)?.title[locale]
  if (!title) throw new Error(`<GuideLink section="${section}">: not a guide section id`)
  const t = await getTranslations({ locale, namespace: 'Help' })
  return (
    <>
      {' '}
      {t.rich('guideSection', {
        app: apps[app].name,
        section: title,
        link: (chunks) => <a href={sitePath(`${guideUrl}#${section}`)}>{chunks}</a>,
      })}
    </>
  )
}
