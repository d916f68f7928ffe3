/** The base-path build `npm run build:base` makes and the e2e specs serve (scripts/build-base.ts). */
export const baseBuild = {
  /** BASE_PATH when none is given. */
  basePath: '/docs',
  /** The folder it is put in (git-ignored): the export under `<dir>/<base path>/`, the rules in `<dir>/nginx/`. */
  dir: 'out-base',
} as const
