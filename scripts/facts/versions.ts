/** Version numbers as guides and release tags write them: `2.3.5`, `v2.3.5`, `Karing_1.2.24`. */

/** The first dotted run of numbers, ignoring any prefix (`v`, `Karing_`) and suffix (`-beta`); `null` without one. */
export function parseVersion(text: string): number[] | null {
  const match = /\d+(?:\.\d+)*/.exec(text)
  return match ? match[0].split('.').map(Number) : null
}

/** Negative when `a` is older, 0 when equal, positive when newer; missing parts count as 0. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

export type VersionStatus = 'current' | 'newer' | 'newer major' | 'older' | 'not comparable'

/**
 * How the latest version relates to the one a guide was checked with. Only the parts the guide gives
 * count: a guide checked with `1.2` is current for every `1.2.x` (and `1.2.24` for `1.2.24.1130`).
 */
export function versionStatus(guide: string, latest: string): VersionStatus {
  const g = parseVersion(guide)
  const l = parseVersion(latest)
  if (!g || !l) return 'not comparable'
  const d = compareVersions(l.slice(0, g.length), g)
  if (d < 0) return 'older'
  if (d === 0) return 'current'
  return (l[0] ?? 0) > (g[0] ?? 0) ? 'newer major' : 'newer'
}
