/**
 * The build's check of the label registry (lib/labels/): every label says where the control is, in the
 * form its app allows. facts:check then re-reads an open-source app's places online
 * (scripts/facts/labels.ts); this check needs no network, so the build refuses a label with no place.
 */
import type { AppLabels } from './types'

/**
 * One line per label whose `place` is missing or malformed, naming the file, the id and the reason:
 * an open-source app's label must name the file in its repository (a path, not a URL); a closed app's
 * label names the vendor's https document that shows the place, or `null` when none does.
 */
export function checkLabelRegistry(
  registry: Readonly<Partial<Record<string, AppLabels>>>,
): string[] {
  const errors: string[] = []
  for (const [app, own] of Object.entries(registry)) {
    if (!own) continue
    for (const [id, label] of Object.entries(own.labels)) {
      const at = `lib/labels/${app}.ts: ${id}: place`
      // JSON fixtures and hand edits can leave it out; the type alone does not stop them.
      const place = (label as { place?: unknown }).place
      if (own.strings) {
        const { repo, tag } = own.strings
        const what = label.key
          ? `the screen file that uses ${label.key}`
          : 'the file its text is in'
        if (typeof place !== 'string' || place.trim() === '')
          errors.push(`${at}: missing: name ${what} (its path in ${repo} at ${tag})`)
        else if (/^[a-z]+:\/\//i.test(place) || place.startsWith('/') || place !== place.trim())
          errors.push(`${at}: "${place}" is not a path in ${repo} (${what}, as at ${tag})`)
      } else if (place === undefined) {
        errors.push(
          `${at}: missing: the vendor's https document that shows where it is, or null when none does`,
        )
      } else if (place !== null && (typeof place !== 'string' || !/^https:\/\/\S+$/.test(place))) {
        errors.push(
          `${at}: "${String(place)}" is not an https URL (the vendor's document that shows where it is, or null)`,
        )
      }
    }
  }
  return errors
}
