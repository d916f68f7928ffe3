'use client'

// A runtime error inside a page; Next requires this file to be a client component itself:
// https://nextjs.org/docs/app/api-reference/file-conventions/error
export { RouteError as default } from '@/components/errors/error-screen.client'
