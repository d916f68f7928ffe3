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
  ): Promise<void>
}
