/** The guides' `verified` front matter, as the facts check needs it. */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { walkFiles } from '@/lib/files'
import { parseFrontMatter } from '@/lib/front-matter'
import { CONTENT_DIR, isPageFile } from '@/lib/source/files'

import type { GuideFacts } from './rows'

/** A guide as the facts check reads it: its app and platform, its `verified` and its text. */
export interface GuideFile extends GuideFacts {
  rel: string
  source: string
}

const day = (v: unknown): string | undefined =>
  v instanceof Date
    ? v.toISOString().slice(0, 10)
    : typeof v === 'string'
      ? v.slice(0, 10)
      : undefined

/**
 * The guides under a content folder (default `content`), read for the facts check. The check compares them
 * with the registry it is given (its tests give a fixture one, with fixture apps), so their app ids are not
 * held to the site's registry here: the content step refuses a page the schema (lib/source/schema.ts) does
 * not take, and this reader only picks the fields the check compares.
 */
export function readGuideFiles(dir = CONTENT_DIR): GuideFile[] {
  return walkFiles(dir, isPageFile).flatMap((rel) => {
    const source = readFileSync(path.join(dir, rel), 'utf8')
    const { data } = parseFrontMatter(source)
    if (data.kind !== 'guide' || typeof data.app !== 'string' || typeof data.platform !== 'string')
      return []
    const v = data.verified as Record<string, unknown> | null | undefined
    const date = v && typeof v === 'object' ? day(v.date) : undefined
    return [
      {
        rel,
        source,
        file: rel,
        app: data.app,
        platform: data.platform,
        ...(v && typeof v === 'object'
          ? {
              verified: {
                ...(v.version != null ? { version: String(v.version) } : {}),
                ...(date !== undefined ? { date } : {}),
                ...(Array.isArray(v.unconfirmed) ? { unconfirmed: v.unconfirmed.map(String) } : {}),
              },
            }
          : {}),
      },
    ]
  })
}

/**
 * Every page under a content folder (default `content`) with its app when it is a guide: where the
 * facts check looks for `<Label>`s (a page about no one app, the PS5's, names the app on each label).
 */
export function readPageFiles(dir = CONTENT_DIR): { rel: string; source: string; app?: string }[] {
  return walkFiles(dir, isPageFile).map((rel) => {
    const source = readFileSync(path.join(dir, rel), 'utf8')
    const { data } = parseFrontMatter(source)
    return {
      rel,
      source,
      ...(data.kind === 'guide' && typeof data.app === 'string' ? { app: data.app } : {}),
    }
  })
}

/** The guides under a content folder (default `content`). */
export function readGuides(dir = CONTENT_DIR): GuideFacts[] {
  return readGuideFiles(dir).map(({ file, app, platform, verified }) => ({
    file,
    app,
    platform,
    ...(verified ? { verified } : {}),
  }))
}
