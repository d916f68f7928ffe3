// Untyped server packages used by scripts/serve.ts (no @types packages are published for these versions).
declare module 'compression' {
  export default function compression(options?: {
    threshold?: number
  }): (
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
    next: () => void,
  ) => void
}

declare module 'serve-handler' {
  export default function handler(
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
    options?: Record<string, unknown>,
    /** File-system calls to use instead of node:fs's (https://github.com/vercel/serve-handler#middleware). */
    methods?: {
      lstat?: (path: import('node:fs').PathLike) => Promise<import('node:fs').Stats>
      createReadStream?: (
        path: import('node:fs').PathLike,
        options?: object,
      ) => import('node:stream').Readable
    },
  ): Promise<void>
}
