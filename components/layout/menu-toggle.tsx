import { LabelAttribute, LayoutId, MenuAttribute } from '@/lib/markup'
import { Icon } from './icon'

export interface MenuToggleProps {
  openLabel: string
  closeLabel: string
}

/**
 * The menu button below 996 px: opens the page's `#site-menu` (navbar links and the sidebar) as a
 * drawer. The `menu` behaviour (client/behaviours/menu.ts) opens and closes it and swaps the label.
 */
export function MenuToggle({ openLabel, closeLabel }: MenuToggleProps) {
  return (
    <button
      type="button"
      className="menu-toggle"
      aria-controls={LayoutId.menuDrawer}
      aria-expanded="false"
      aria-label={openLabel}
      {...{
        [MenuAttribute.toggle]: '',
        [LabelAttribute.open]: openLabel,
        [LabelAttribute.close]: closeLabel,
      }}
    >
      <Icon name="menu" />
    </button>
  )
}
