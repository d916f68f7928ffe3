import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { type AppId } from '@/lib/apps'
import { countWord } from '@/lib/i18n/count'
import type { Locale } from '@/lib/i18n/config'
import { localizedHref } from '@/lib/i18n/href'
import { FOR_APP, FOR_COUNT, FOR_PLATFORM, keepsMarked } from '@/lib/mdx/offer'
import { appPlatforms, offeredApps, offeredDevices } from '@/lib/offer'
import { getGuideRoutes } from '@/lib/source'
import type { Device } from '@/lib/source/routes'

import { ForContext } from '@/components/help/for-context'

export interface OfferPassageProps {
  /** The app the passage is about (`<ForApp app="karing">`). */
  app?: string
  /**
   * The device: `<ForPlatform platform="tvos">`; on `<ForApp>`, another device than the page's, or
   * `any`. @default the page's device
   */
  platform?: string
  /** The passage is for when the app or device is NOT offered. @default false */
  not?: boolean
  /** `<ForCount one>`: for a device with one app offered. */
  one?: boolean
  /** `<ForCount many>`: for a device with several apps offered. */
  many?: boolean
  /** A troubleshooting entry's context mark (`<ForApp is="happ karing">`, components/help/for-context.tsx). */
  is?: string
  children?: ReactNode
}

/**
 * `<ForApp app="karing">…</ForApp>`, `<ForPlatform platform="tvos">…</ForPlatform>`, `<ForCount many>…`: a
 * passage about one app or device, or for one app offered or several, rendered where the provider offers it (lib/mdx/offer.ts drops the others before the
 * page is compiled; this renders what is left, and refuses a passage the compile should have dropped).
 * With `is`, the older context mark of a troubleshooting entry.
 */
export function OfferPassage({
  name,
  device,
  current,
  ...props
}: OfferPassageProps & {
  name: typeof FOR_APP | typeof FOR_PLATFORM | typeof FOR_COUNT
  /** The device the page is about. */
  device?: Device
  /** The app or device of a troubleshooting entry's rendering context. */
  current?: string
}) {
  const { is, children } = props
  if (is !== undefined)
    return (
      <ForContext is={is} current={current}>
        {children}
      </ForContext>
    )
  const count = props.one ? 'one' : props.many ? 'many' : undefined
  if (!keepsMarked(name, { ...props, not: !!props.not, count }, device))
    throw new Error(
      `<${name}>: a passage for ${props.app ?? props.platform} reached the page although it is not offered (lib/mdx/offer.ts did not run)`,
    )
  return <>{children}</>
}

/** `<AppCount />`: how many apps the site offers on the page's platform, in words ("four apps"). */
export async function AppCount({ locale, platform }: { locale: Locale; platform?: Device }) {
  const t = await getTranslations({ locale, namespace: 'Offer' })
  const count =
    platform === undefined || platform === 'ps5'
      ? offeredApps().length
      : offeredApps(platform).length
  return <>{t('appCount', { count, word: countWord(t('numberWords'), count) })}</>
}

/**
 * `<AppPlatforms app="karing" />`: the devices an app is offered on, each a link to its guide there, as a
 * list in the page's language ("Android, iPhone, Mac and Windows"); `except` leaves the page's own out,
 * `only` keeps the devices it lists.
 */
export async function AppPlatforms({
  locale,
  app,
  except,
  only,
}: {
  locale: Locale
  app: AppId
  except?: Device
  /** Only these devices (space-separated): `only="ios android"`, the phones. */
  only?: string
}) {
  const t = await getTranslations({ locale, namespace: 'DeviceNames' })
  const routes = getGuideRoutes()
  const wanted = only?.split(/\s+/).filter(Boolean)
  const items = appPlatforms(app).filter((p) => p !== except && (!wanted || wanted.includes(p)))
  return (
    <ListOf
      locale={locale}
      items={items.map((p) => ({ key: p, text: t(p), href: routes[p]?.[app] }))}
    />
  )
}

/** `<Devices />`: the devices the site serves, as a list in the page's language. */
export async function Devices({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'DeviceNames' })
  return <ListOf locale={locale} items={offeredDevices().map((d) => ({ key: d, text: t(d) }))} />
}

/** Items joined as the language joins a list ("a, b and c", «a, b и c»), each a link where it has one. */
function ListOf({
  locale,
  items,
}: {
  locale: Locale
  items: { key: string; text: string; href?: string }[]
}) {
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(
    items.map((i) => i.text),
  )
  let next = 0
  return (
    <>
      {parts.map((part, i) => {
        if (part.type === 'literal') return part.value
        const item = items[next++]!
        return item.href ? (
          <a key={`${item.key}-${i}`} href={localizedHref(locale, item.href)}>
            {item.text}
          </a>
        ) : (
          item.text
        )
      })}
    </>
  )
}
