import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { apps } from '@/lib/apps'
import { getProblems } from '@/lib/source'
import { HelpAttribute } from '@/lib/help'
import { helpUrl, type HelpContext } from '@/lib/source/routes'
import type { Locale } from '@/lib/i18n/config'

import type { MDXComponents } from '@/components/mdx/mdx-content'

import { ProblemSection } from './problem-section'
import { SupportLine } from './support-line'
import { sitePath } from '@/lib/i18n/href'

export interface TroubleshootingProps {
  locale: Locale
  /** The guide's device and app (front matter, or the component's `device` / `app` props). */
  ctx: HelpContext
  components: MDXComponents
  /** The guide's own, app-specific `###` entries, written inside the component in the MDX. */
  children?: ReactNode
}

/**
 * A guide's "Troubleshooting" section body: the knowledge-base entries that apply to its device and app
 * (as `###` sections, also added to the TOC by `tocWithProblems`), then the guide's own entries, a link
 * to the matching `/help` page and one "still not working? write to support" line.
 */
export async function Troubleshooting({ locale, ctx, components, children }: TroubleshootingProps) {
  const t = await getTranslations({ locale, namespace: 'Help' })
  const tp = await getTranslations({ locale, namespace: 'Platforms' })
  const problems = getProblems(locale, ctx)
  const link = (chunks: ReactNode) => <a href={sitePath(helpUrl(locale, ctx))}>{chunks}</a>
  return (
    <div className="troubleshooting" {...{ [HelpAttribute.troubleshooting]: '' }}>
      {problems.map((problem) => (
        <ProblemSection
          key={problem.id}
          locale={locale}
          problem={problem}
          ctx={ctx}
          components={components}
          level={3}
        />
      ))}
      {children}
      {ctx.device ? (
        <p className="help-more">
          {ctx.app
            ? t.rich('moreHelp', { app: apps[ctx.app].name, device: tp(ctx.device), link })
            : t.rich('moreHelpDevice', { device: tp(ctx.device), link })}
        </p>
      ) : null}
      <SupportLine locale={locale} ctx={ctx} />
    </div>
  )
}
