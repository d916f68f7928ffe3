/**
 * Where the client build puts its files: `public/_assets/`, published as `/_assets/`. Apart from the
 * build's manifest (lib/client-assets.ts): the head script, the page script and the service worker need
 * it, and that module reads the disk.
 */
export const ASSETS_DIR = '_assets'
