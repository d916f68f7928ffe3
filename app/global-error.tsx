'use client'

// An error outside the pages (in a root layout); Next requires a client component here:
// https://nextjs.org/docs/app/api-reference/file-conventions/error#global-error
export { GlobalError as default } from '@/components/errors/error-screen.client'
