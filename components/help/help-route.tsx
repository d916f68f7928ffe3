import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { apps } from '@/lib/apps'
import { getProblems } from '@/lib/source'
import { HelpAttribute } from '@/lib/help'
import { offeredDevices } from '@/lib/offer'
import { helpPath, helpUrl, isPlatform, type HelpContext } from '@/lib/source/routes'
import type { Locale } from '@/lib/i18n/config'
import { localizedPath } from '@/lib/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { helpApps, helpGuide, resolveHelp, type HelpRouteParams } from '@/lib/source/tree'

import { DocLayout } from '@/components/docs/doc-page'
import { PageChrome } from '@/components/layout/page-chrome'
import { getMdxComponents } from '@/components/mdx/mdx-components'

import { DeviceCheck } from './device-check'
import { ProblemSection } from './problem-section'
import { sitePath } from '@/lib/i18n/href'

/** The context of route params; a 404 for a pair that has no page (`dynamicParams = false` aside). */
const resolve = (params: HelpRouteParams): HelpContext => resolveHelp(params) ?? notFound()

async function texts(locale: Locale, ctx: HelpContext) {
  const t = await getTranslations({ locale, namespace: 'Help' })
  const tp = await getTranslations({ locale, namespace: 'Platforms' })
  const device = ctx.device ? tp(ctx.device) : ''
  if (ctx.device && ctx.app) {
    const app = apps[ctx.app].name
    return {
      title: t('appTitle', { app, device }),
      description: t('appDescription', { app, device }),
    }
  }
  if (ctx.device) {
    return ctx.device === 'ps5'
      ? { title: t('deviceTitle', { device }), description: t('ps5Lead') }
      : { title: t('deviceTitle', { device }), description: t('deviceDescription', { device }) }
  }
  return { title: t('title'), description: t('description') }
}

/** The `<head>` of a `/help` page (`pageMetadata`). */
export async function helpMetadata(locale: Locale, params: HelpRouteParams): Promise<Metadata> {
  setRequestLocale(locale)
  const ctx = resolve(params)
  const { title, description } = await texts(locale, ctx)
  return pageMetadata({ locale, path: helpPath(ctx.device, ctx.app), title, description })
}

/** A list of large links: one choice each (a device, an app or a problem). */
function Choices({
  label,
  items,
}: {
  label: string
  items: { href: string; title: string; meta?: string; key: string }[]
}) {
  return (
    <nav className="help-choices" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a
              className="help-choice"
              href={sitePath(item.href)}
              {...{ [HelpAttribute.choice]: item.key }}
            >
              <span className="help-choice__title">{item.title}</span>
              {item.meta ? <span className="help-choice__meta">{item.meta}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The three levels of `/help`: choose the device (`/help`, with the general advice below), choose the
 * app (`/help/android`), choose the problem (`/help/android/happ`, each entry a section at
 * `#<entry-id>`). The PS5 has no app, so `/help/ps5` lists its problems directly. Plain links and
 * anchors only: every step works without JavaScript.
 */
export async function HelpRoute({ locale, params }: { locale: Locale; params: HelpRouteParams }) {
  setRequestLocale(locale)
  const ctx = resolve(params)
  const t = await getTranslations('Help')
  const tp = await getTranslations('Platforms')
  const { title } = await texts(locale, ctx)
  const path = helpPath(ctx.device, ctx.app)
  const url = localizedPath(locale, path)
  const crumbs = [
    ...(ctx.device ? [{ label: t('breadcrumb'), href: helpUrl(locale) }] : []),
    ...(ctx.device && ctx.app
      ? [{ label: tp(ctx.device), href: helpUrl(locale, { device: ctx.device }) }]
      : []),
  ]
  const guide = helpGuide(locale, ctx)
  const listsProblems = ctx.app !== undefined || ctx.device === 'ps5'
  const problems = getProblems(locale, ctx)
  const components = getMdxComponents({
    locale,
    app: ctx.app,
    platform: ctx.device && isPlatform(ctx.device) ? ctx.device : undefined,
    device: ctx.device,
    guideUrl: ctx.app ? guide?.url : undefined,
  })
  const sections = (support: boolean): ReactNode =>
    problems.map((problem) => (
      <ProblemSection
        key={problem.id}
        locale={locale}
        problem={problem}
        ctx={ctx}
        components={components}
        level={2}
        support={support}
      />
    ))
  const deviceCheck = (
    <DeviceCheck locale={locale} entries={problems.map((problem) => problem.id)} />
  )
  const problemChoices = (
    <Choices
      label={t('chooseProblem')}
      items={problems.map((p) => ({
        key: p.id,
        href: `#${p.id}`,
        title: p.title,
        meta: p.symptoms[0],
      }))}
    />
  )

  let body: ReactNode
  if (!ctx.device) {
    body = (
      <>
        <p className="help-lead">{t('lead')}</p>
        {deviceCheck}
        <h2 id="device">{t('chooseDevice')}</h2>
        <Choices
          label={t('chooseDevice')}
          items={offeredDevices().map((device) => ({
            key: device,
            href: helpUrl(locale, { device }),
            title: tp(device),
            meta: helpApps(device)
              .map((app) => apps[app].name)
              .join(' · '),
          }))}
        />
        <h2 id="common">{t('commonTitle')}</h2>
        <p>{t('commonLead')}</p>
        {problemChoices}
        {sections(true)}
      </>
    )
  } else if (!listsProblems) {
    const device = ctx.device
    body = (
      <>
        <p className="help-lead">{t('deviceDescription', { device: tp(device) })}</p>
        <h2 id="app">{t('chooseApp')}</h2>
        <Choices
          label={t('chooseApp')}
          items={helpApps(device).map((app) => ({
            key: app,
            href: helpUrl(locale, { device, app }),
            title: apps[app].name,
          }))}
        />
      </>
    )
  } else {
    body = (
      <>
        {ctx.device === 'ps5' ? <p className="help-lead">{t('ps5Lead')}</p> : null}
        {guide ? (
          <p>
            {t.rich('guide', {
              title: guide.title,
              link: (c) => <a href={sitePath(guide.url)}>{c}</a>,
            })}
          </p>
        ) : null}
        {deviceCheck}
        <h2 id="problem">{t('chooseProblem')}</h2>
        {problemChoices}
        {sections(true)}
        {ctx.app ? (
          <p className="help-more">
            {t.rich('otherApps', {
              device: tp(ctx.device),
              link: (c) => <a href={sitePath(helpUrl(locale, { device: ctx.device }))}>{c}</a>,
            })}
          </p>
        ) : null}
      </>
    )
  }

  return (
    <PageChrome locale={locale} path={path}>
      <DocLayout locale={locale} url={url} title={title} crumbs={crumbs}>
        <div className="help-page" {...{ [HelpAttribute.page]: path }}>
          {body}
        </div>
      </DocLayout>
    </PageChrome>
  )
}
