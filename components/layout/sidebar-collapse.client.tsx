'use client'

import { useState, type ReactNode } from 'react'

export interface SidebarCollapseProps {
  collapseLabel: string
  expandLabel: string
  children: ReactNode
}

/** Collapses the whole sidebar on desktop (Docusaurus' "hideable" sidebar); the drawer on mobile ignores it. */
export function SidebarCollapse({ collapseLabel, expandLabel, children }: SidebarCollapseProps) {
  const [collapsed, setCollapsed] = useState(false)
  return (
    <div className="sidebar__inner" data-collapsed={collapsed || undefined}>
      <div className="sidebar__content">{children}</div>
      <button
        type="button"
        className="sidebar__collapse"
        aria-label={collapsed ? expandLabel : collapseLabel}
        aria-expanded={!collapsed}
        title={collapsed ? expandLabel : collapseLabel}
        onClick={() => setCollapsed((v) => !v)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d={collapsed ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'}
          />
        </svg>
      </button>
    </div>
  )
}
