import { CodeAttribute, LabelAttribute, LayoutClass } from '@/lib/markup'
import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps'

export interface CodeActionsProps {
  labels: { copy: string; copied: string; wrap: string }
}

/**
 * Copy and word-wrap buttons of a code block; the `code-actions` behaviour
 * (client/behaviours/code-actions.ts) makes them work and shows the copied state.
 */
export function CodeActions({ labels }: CodeActionsProps) {
  return (
    <div className="code-block__actions">
      <button
        type="button"
        aria-label={labels.wrap}
        title={labels.wrap}
        aria-pressed="false"
        {...{ [CodeAttribute.wrap]: '', [EARLY_TAP_ATTRIBUTE]: '' }}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5"
          />
        </svg>
      </button>
      <button
        type="button"
        aria-label={labels.copy}
        title={labels.copy}
        {...{
          [CodeAttribute.copy]: '',
          [EARLY_TAP_ATTRIBUTE]: '',
          [LabelAttribute.copy]: labels.copy,
          [LabelAttribute.copied]: labels.copied,
        }}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
          <path
            className="code-block__copy-icon"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M9 9h10v12H9zM5 15V3h10"
          />
          <path
            className="code-block__copied-icon"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="m5 12 5 5L20 7"
          />
        </svg>
        <span className={LayoutClass.codeStatus} aria-live="polite" />
      </button>
    </div>
  )
}
