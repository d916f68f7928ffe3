import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { helpUrl } from '@/lib/source/routes'
import type { Locale } from '@/lib/i18n/config'
import { sitePath } from '@/lib/i18n/href'
import { siteConfig } from '@/lib/site-config'
import { DeviceCheckAttribute } from '@/lib/device-check'

export interface DeviceCheckProps {
  locale: Locale
  /** Ids of the knowledge-base entries this page shows: links to them stay on the page. */
  entries: readonly string[]
}

/**
 * "Check my device" at the top of `/help` and `/help/<device>/<app>`: the device's clock against the
 * site's, whether the device is online, and the service's state from `siteConfig.statusFeed` (left out
 * without a feed). The checks run by themselves when the page opens (client/device-check.ts, loaded on
 * demand); each result is one of the item's templates, with a link to the entry that fixes it. Hidden
 * until the script runs, so without JavaScript the page reads as before.
 */
export async function DeviceCheck({ locale, entries }: DeviceCheckProps) {
  const t = await getTranslations({ locale, namespace: 'DeviceCheck' })
  // On this page when it lists the entry, else on /help, which lists every entry.
  const entryHref = (id: string) =>
    entries.includes(id) ? `#${id}` : sitePath(helpUrl(locale, {}, id))
  const entry = (id: string) =>
    function EntryLink(chunks: ReactNode) {
      return <a href={entryHref(id)}>{chunks}</a>
    }
  const status = (chunks: ReactNode) => <a href={siteConfig.status}>{chunks}</a>
  // Placeholders the script fills in: ICU would format them here, at build time.
  const values = { amount: '{amount}', description: '{description}', time: '{time}' }
  const results: [check: string, results: [state: string, text: ReactNode][]][] = [
    [
      'clock',
      [
        ['ok', t('clockOk')],
        ['ahead', t.rich('clockAhead', { ...values, link: entry('wrong-time') })],
        ['behind', t.rich('clockBehind', { ...values, link: entry('wrong-time') })],
        ['unknown', t('clockUnknown')],
      ],
    ],
    [
      'network',
      [
        ['online', t('online')],
        ['offline', t.rich('offline', { link: entry('no-internet') })],
        ['unreachable', t.rich('unreachable', { link: entry('no-internet') })],
      ],
    ],
    ...(siteConfig.statusFeed
      ? ([
          [
            'service',
            [
              ['none', t('serviceOk')],
              ['minor', t.rich('serviceMinor', { ...values, link: status })],
              ['major', t.rich('serviceMajor', { ...values, link: status })],
              ['last', t.rich('serviceLast', { ...values, link: status })],
              ['unknown', t.rich('serviceUnknown', { link: status })],
            ],
          ],
        ] as const)
      : []),
  ] as [string, [string, ReactNode][]][]
  return (
    <section
      className="device-check"
      aria-labelledby="device-check"
      hidden
      {...{
        [DeviceCheckAttribute.section]: '',
        [DeviceCheckAttribute.statusFeed]: siteConfig.statusFeed ?? undefined,
        [SEARCH_IGNORE_ATTRIBUTE]: '',
      }}
    >
      <h2 id="device-check">{t('title')}</h2>
      <ul aria-live="polite">
        {results.map(([check, states]) => (
          <li key={check} {...{ [DeviceCheckAttribute.check]: check }}>
            <p {...{ [DeviceCheckAttribute.result]: '' }}>{t('checking')}</p>
            {states.map(([state, text]) => (
              <template key={state} {...{ [DeviceCheckAttribute.state]: state }}>
                <p {...{ [DeviceCheckAttribute.result]: '', [DeviceCheckAttribute.state]: state }}>
                  {text}
                </p>
              </template>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
