import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records'
import { editUrl } from '@/lib/site-config'

export interface EditLinkProps {
  /** The file from the project root (`content/ru/android/happ.mdx`, `content/troubleshooting/…`). */
  file: string
  /** The link's text (`DocPage.editPage`, `Help.editEntry`). */
  label: string
  /** The paragraph's class. @default 'edit-link' */
  className?: string
}

/**
 * "Edit this page": the file in the repository's web editor (`siteConfig.repoUrl`, `repoBranch`), where
 * a writer fixes a typo and opens a pull request. Nothing without a `repoUrl`. Kept out of search and of
 * the single-file guides (`data-search-ignore`, scripts/build/single-file-html.ts).
 */
export function EditLink({ file, label, className = 'edit-link' }: EditLinkProps) {
  const href = editUrl(file)
  if (!href) return null
  return (
    <p className={className} {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
      <a href={href}>{label}</a>
    </p>
  )
}
