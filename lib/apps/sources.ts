/**
 * The helpers the app files (lib/apps/<id>.ts) write their facts with, and the readings more than
 * one app shares. A repository file names the tag or commit it was read at: facts:check compares it
 * with the app's latest release. Web pages are stored copies read on the day given.
 */
import type { Fact, Sourced, StoreLink } from './types'

/**
 * One reading of one source: the facts read from the same file on the same day share it, and each
 * fact below names its own. A reading is `checked` on the day it was actually done.
 */
export type Reading = Sourced

export const reading = (source: string, checked: string): Reading => ({ source, checked })

export const github = (repo: string, from: Reading): StoreLink => ({
  kind: 'github',
  url: `https://github.com/${repo}/releases`,
  ...from,
})

export const appStore = (
  id: string,
  from: Reading,
  options: Pick<StoreLink, 'note' | 'separateVersions'> = {},
): StoreLink => ({
  kind: 'app-store',
  url: `https://apps.apple.com/app/id${id}`,
  ...options,
  ...from,
})

export const googlePlay = (pkg: string, from: Reading): StoreLink => ({
  kind: 'google-play',
  url: `https://play.google.com/store/apps/details?id=${pkg}`,
  ...from,
})

export const fDroid = (pkg: string, from: Reading): StoreLink => ({
  kind: 'f-droid',
  url: `https://f-droid.org/packages/${pkg}/`,
  ...from,
})

export const fact = <T>(value: T, from: Reading): Fact<T> => ({ value, ...from })

export const mihomoProtocols = [
  'VLESS',
  'VMess',
  'Trojan',
  'Shadowsocks',
  'Hysteria2',
  'TUIC',
  'WireGuard',
] as const
