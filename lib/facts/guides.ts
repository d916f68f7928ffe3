/** The guides' `verified` front matter, as the facts check needs it. */
import { CONTENT_DIR, readContentFiles } from '@/lib/source/files'
import type { PageFrontMatter } from '@/lib/source/schema'

import type { GuideFacts } from './rows'

/** The app guides among content files, with the app version and day they were checked. */
export function guideFacts(files: readonly (PageFrontMatter & { rel: string })[]): GuideFacts[] {
  return files.flatMap((page) => {
    if (page.kind !== 'guide') return []
    const { version, date, unconfirmed } = page.verified
    return [
      {
        file: page.rel,
        app: page.app,
        platform: page.platform,
        verified: { version, date: date.slice(0, 10), unconfirmed },
      },
    ]
  })
}

/** The guides under a content folder (default `content`). */
export function readGuides(dir = CONTENT_DIR): GuideFacts[] {
  return guideFacts(readContentFiles(dir))
}
