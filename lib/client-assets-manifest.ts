/** Where the client build puts its files: `public/_assets/`, published as `/_assets/`. */
export const ASSETS_DIR = '_assets'

/** The client build's manifest (git-ignored), read by the root layout at build time. */
export const CLIENT_MANIFEST = 'lib/generated/client-assets.json'

export interface ClientManifest {
  /** Site-absolute URL of the page script (`/_assets/site.<hash>.js`). */
  main: string
  /** Every script the build wrote, the on-demand chunks included. */
  files: string[]
}
