import type { ReactNode } from 'react'

export interface SidebarCollapseProps {
  collapseLabel: string
  expandLabel: string
  children: ReactNode
}

/**
 * Collapses the whole sidebar on desktop (Docusaurus' "hideable" sidebar); the drawer on mobile
 * ignores it. The `sidebar` behaviour (client/behaviours/sidebar.ts) flips `data-collapsed`.
 */
export function SidebarCollapse({ collapseLabel, expandLabel, children }: SidebarCollapseProps) {
  return (
    <div className="sidebar__inner">
      <div className="sidebar__content" id="sidebar-content" data-sidebar-scroll="">
        {children}
      </div>
      <button
        type="button"
        className="sidebar__collapse"
        aria-controls="sidebar-content"
        aria-expanded="true"
        aria-label={collapseLabel}
        title={collapseLabel}
        data-sidebar-collapse=""
        data-label-collapse={collapseLabel}
        data-label-expand={expandLabel}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            className="sidebar__collapse-icon"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="m15 6-6 6 6 6"
          />
          <path
            className="sidebar__expand-icon"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="m9 6 6 6-6 6"
          />
        </svg>
      </button>
    </div>
  )
}
