/** The guides' `verified` front matter, as the facts check needs it. */
import { CONTENT_DIR, readContentFiles, type ContentFile } from '@/lib/source/files'

import type { GuideFacts } from './rows'

const day = (v: unknown): string | undefined =>
  v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : undefined

/** The app guides (`kind: guide` with `app` and `platform`) among content files. */
export function guideFacts(files: readonly Pick<ContentFile, 'rel' | 'data'>[]): GuideFacts[] {
  return files.flatMap(({ rel, data }) => {
    if (
      data.kind !== 'guide' ||
      typeof data.app !== 'string' ||
      typeof data.platform !== 'string'
    ) {
      return []
    }
    const v = data.verified as Record<string, unknown> | null | undefined
    const guide: GuideFacts = { file: rel, app: data.app, platform: data.platform }
    if (v && typeof v === 'object') {
      const version = v.version
      const date = day(v.date)
      guide.verified = {
        ...(version !== undefined && version !== null ? { version: String(version) } : {}),
        ...(date !== undefined ? { date } : {}),
        ...(Array.isArray(v.unconfirmed) ? { unconfirmed: v.unconfirmed.map(String) } : {}),
      }
    }
    return [guide]
  })
}

/** The guides under a content folder (default `content`). */
export function readGuides(dir = CONTENT_DIR): GuideFacts[] {
  return guideFacts(readContentFiles(dir))
}
