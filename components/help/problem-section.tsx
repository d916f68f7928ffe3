import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import { getTranslations } from 'next-intl/server'

import { sourceFile, type Problem } from '@/lib/source'
import { HelpAttribute } from '@/lib/help'
import { type HelpContext } from '@/lib/source/routes'
import type { Locale } from '@/lib/i18n/config'

import { EditLink } from '@/components/docs/edit-link'
import { MdxContent, type MDXComponents } from '@/components/mdx/mdx-content'

import { SupportLine } from './support-line'

export interface ProblemSectionProps {
  locale: Locale
  problem: Problem
  ctx: HelpContext
  /** The MDX components bound to `ctx` (so `<ForPlatform>` and `<ForApp>` see it). */
  components: MDXComponents
  /** `h2` on `/help` pages, `h3` inside a guide's troubleshooting section. */
  level: 2 | 3
  /** End with "Did not help? Write to support" and the entry's start code. @default false */
  support?: boolean
}

/**
 * One knowledge-base entry: its heading (id = the entry id), its symptoms and its steps for `ctx`. On
 * `/help` (level 2) it ends with the link that edits the entry's own file.
 */
export async function ProblemSection({
  locale,
  problem,
  ctx,
  components,
  level,
  support = false,
}: ProblemSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const t = await getTranslations({ locale, namespace: 'Help' })
  return (
    <section
      className="help-problem"
      // On /help each entry is a region a screen reader can jump to; a guide lists a dozen, where that
      // many regions would only crowd the landmarks.
      aria-labelledby={level === 2 ? problem.id : undefined}
      {...{
        [HelpAttribute.problem]: problem.id,
        // Search finds an entry once, where it lives (/help); a guide's copy of it is not indexed again.
        [SEARCH_IGNORE_ATTRIBUTE]: level === 3 ? '' : undefined,
      }}
    >
      <Heading id={problem.id}>{problem.title}</Heading>
      {problem.symptoms.length > 0 ? (
        <p className="help-problem__symptoms">{problem.symptoms.join(' · ')}</p>
      ) : null}
      <MdxContent code={problem.body.code} components={components} />
      {support ? <SupportLine locale={locale} ctx={ctx} code={problem.code} /> : null}
      {level === 2 ? <EditLink file={sourceFile(problem)} label={t('editEntry')} /> : null}
    </section>
  )
}
