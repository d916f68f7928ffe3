import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** Prints each locale's search index size (raw and gzip); fails when one is missing. */
export async function searchIndexSize(out: string): Promise<string> {
  const lines: string[] = []
  for (const file of ['search.json', 'en/search.json']) {
    const data = await readFile(path.join(out, file))
    const json = JSON.parse(data.toString('utf8'))
    if (!Array.isArray(json.records) || json.records.length === 0)
      throw new Error(`out/${file}: no records`)
    lines.push(
      `${file} ${json.records.length} sections, ${data.length} B raw, ${gzipSync(data, { level: 9 }).length} B gzip`,
    )
  }
  return lines.join('; ')
}
