import { LabelAttribute, SidebarAttribute } from '@/lib/markup'
import type { ReactNode } from 'react'

import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'

import { Icon } from './icon'

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
      <div className="sidebar__content" id="sidebar-content" {...{ [SidebarAttribute.scroll]: '' }}>
        {children}
      </div>
      <button
        type="button"
        className="sidebar__collapse"
        aria-controls="sidebar-content"
        aria-expanded="true"
        aria-label={collapseLabel}
        title={collapseLabel}
        {...{
          [SidebarAttribute.collapse]: '',
          [EARLY_TAP_ATTRIBUTE]: '',
          [LabelAttribute.collapse]: collapseLabel,
          [LabelAttribute.expand]: expandLabel,
        }}
      >
        <Icon name="sidebar" />
      </button>
    </div>
  )
}
