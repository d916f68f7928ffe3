import { getTranslations } from 'next-intl/server'

import { FragmentReader } from './fragment-reader.client'

/** Mounted once per page by the root layout: reads a personal link on whatever page it opens. */
export async function OneTapReader() {
  const t = await getTranslations('OneTap')
  return <FragmentReader labels={{ invalid: t('invalid'), close: t('close') }} />
}
