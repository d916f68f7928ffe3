import { Children, isValidElement, useId, type ReactNode } from 'react'
import { TAB_INDEX_ATTRIBUTE } from '@/lib/markup'

export interface TabProps {
  /** The tab's name. */
  label: string
  children: ReactNode
}

/** One tab of `<Tabs>`. */
export function Tab({ children }: TabProps) {
  return <>{children}</>
}

/**
 * Alternatives side by side (phone / tablet …). Radio inputs and CSS switch the panels, so tabs work
 * without JavaScript and with the keyboard (arrow keys move between the radios).
 */
export function Tabs({ children }: { children: ReactNode }) {
  const id = useId()
  const tabs = Children.toArray(children).filter(
    (child): child is React.ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  )
  if (tabs.length === 0) throw new Error('<Tabs> needs <Tab label="…"> children')
  return (
    <div className="tabs">
      <div className="tabs__bar" role="radiogroup">
        {tabs.map((tab, index) => (
          <label key={tab.props.label} className="tabs__label">
            <input
              type="radio"
              className="tabs__radio"
              name={id}
              defaultChecked={index === 0}
              {...{ [TAB_INDEX_ATTRIBUTE]: index }}
            />
            <span>{tab.props.label}</span>
          </label>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.props.label} className="tabs__panel" {...{ [TAB_INDEX_ATTRIBUTE]: index }}>
          {tab.props.children}
        </div>
      ))}
    </div>
  )
}
