import type { PluginCreator } from 'postcss'

/** `(--mobile)` → `(max-width: 996px)`; throws on an unknown name. */
export function expandMedia(params: string, known?: Readonly<Record<string, string>>): string

declare const breakpoints: PluginCreator<void>
export default breakpoints
