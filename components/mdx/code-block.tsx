import type { ComponentProps } from 'react'
import { getTranslations } from 'next-intl/server'

import { LayoutClass } from '@/lib/markup'

import { CodeActions } from './code-actions'

/** A highlighted code block (shiki, at build time) with copy and word-wrap buttons. */
export async function CodeBlock(props: ComponentProps<'pre'>) {
  const t = await getTranslations('CodeBlock')
  return (
    <div className={LayoutClass.codeBlock}>
      <pre {...props} tabIndex={0} />
      <CodeActions labels={{ copy: t('copy'), copied: t('copied'), wrap: t('wrap') }} />
    </div>
  )
}
