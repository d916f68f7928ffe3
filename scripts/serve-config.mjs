/** serve-handler options for out/: https://github.com/vercel/serve-handler#options */
export function serveConfig(publicDir) {
  return {
    public: publicDir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    etag: true,
  }
}
