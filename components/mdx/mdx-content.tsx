import * as React from 'react'
import type { ComponentType } from 'react'
import * as ReactDOM from 'react-dom'
import * as jsxRuntime from 'react/jsx-runtime'

/**
 * The components compiled MDX renders with, by name. Defined by the renderer that takes it, so that the
 * components that render MDX themselves (`<Troubleshooting>`) take a map without importing the module
 * that builds it (`getMdxComponents`): the arrows run one way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX passes arbitrary props to components
export type MDXComponents = Record<string, ComponentType<any>>

export interface MdxContentProps {
  /** The compiled MDX (`doc.body.code`) produced by contentlayer at build time. */
  code: string
  components: MDXComponents
}

/**
 * Renders contentlayer's compiled MDX in a server component, so content ships no client JavaScript.
 * Same evaluation as next-contentlayer2's `useMDXComponent`, without its hook.
 */
export function MdxContent({ code, components }: MdxContentProps) {
  const scope = { React, ReactDOM, _jsx_runtime: jsxRuntime }
  // Runs at build time on our own compiled MDX (no client eval, no CSP concern).
  const fn = new Function(...Object.keys(scope), code) as (...args: unknown[]) => {
    default: React.ComponentType<{ components: MDXComponents }>
  }
  const Content = fn(...Object.values(scope)).default
  return <Content components={components} />
}
