/** Where the client build puts its files: `public/_assets/`, published as `/_assets/`. */
export const ASSETS_DIR = '_assets'

/** The client build's manifest (git-ignored), read by the root layout and the post-build steps. */
export const CLIENT_MANIFEST = 'lib/generated/client-assets.json'

export interface ClientManifest {
  /** Site-absolute URL of the page script (`/_assets/site.<hash>.js`). */
  main: string
  /** Every script the build wrote, the on-demand chunks included. */
  files: string[]
  /** The head script's code (client/early/main.ts), inlined into every page's <head>. */
  head: string
  /** Its sha256, base64: the hash the Content-Security-Policy allows it by. */
  headHash: string
}
