/**
 * serve-handler options for out/: https://github.com/vercel/serve-handler#options
 * scripts/serve.mjs resolves clean URLs itself, in nginx's `try_files $uri $uri.html $uri/index.html`
 * order (serve-handler would pick the `x/index.html` trailing-slash document over `x.html`), and hands
 * serve-handler the file's own path.
 */
export function serveConfig(publicDir) {
  return {
    public: publicDir,
    cleanUrls: false,
    trailingSlash: false,
    directoryListing: false,
    etag: true,
  }
}
