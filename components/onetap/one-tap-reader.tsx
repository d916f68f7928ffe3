import { getTranslations } from 'next-intl/server'

import { OneTapAttribute, OneTapClass, OneTapTemplate } from '@/lib/onetap/markup'

/**
 * Rendered once per page by the root layout: the notice the client script (client/behaviours/one-tap.ts)
 * shows when a personal link (`#sub=…`) could not be read.
 */
export async function OneTapReader() {
  const t = await getTranslations('OneTap')
  return (
    <template id={OneTapTemplate.notice}>
      <div className={OneTapClass.notice} role="status">
        <p>{t('invalid')}</p>
        <button type="button" className="button" {...{ [OneTapAttribute.close]: '' }}>
          {t('close')}
        </button>
      </div>
    </template>
  )
}
