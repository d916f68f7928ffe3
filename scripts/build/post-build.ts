import type { ClientManifest } from '@/lib/client-assets'

/**
 * The record the post-build steps (scripts/postbuild.ts) share: what earlier steps found or wrote. In
 * its own module so that the steps, which take it, and the runner, which imports the steps, form no cycle.
 */
export interface PostBuild {
  /** The exported site. */
  out: string
  /** The client build's manifest: the page script's files and the head script with its hash. */
  client: ClientManifest
  /** Files (relative to out/) the hosting step wrote that redirect instead of being pages. */
  redirectDocuments: Set<string>
}
