// The single-file archives, written by fflate (https://github.com/101arrowz/fflate#usage, `zipSync`). The
// one choice made here is the date: fixed by the caller, so that the same files make the same bytes.
import { zipSync, type Zippable } from 'fflate'

export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string
  data: Uint8Array
}

/** The earliest moment a ZIP (MS-DOS) date can hold. */
const DOS_EPOCH = Date.UTC(1980, 0, 1)

/**
 * `modified` as fflate's `mtime`: fflate writes a date's local fields, and the archive should not
 * depend on the time zone of the machine that built it, so the UTC fields are handed over as local ones.
 */
function dosTime(modified: Date): Date {
  const d = new Date(Math.max(DOS_EPOCH, modified.getTime()))
  return new Date(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  )
}

/** A ZIP archive of the entries, deflated at the highest level, every entry dated `modified`. */
export function zip(entries: readonly ZipEntry[], modified: Date): Buffer {
  const files: Zippable = {}
  const names = new Set<string>()
  for (const { name, data } of entries) {
    // fflate takes the files as an object keyed by name: a second entry of a name would replace the first.
    if (names.has(name)) throw new Error(`zip: two entries named ${name}`)
    names.add(name)
    files[name] = data
  }
  return Buffer.from(zipSync(files, { level: 9, mtime: dosTime(modified) }))
}
