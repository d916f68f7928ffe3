import { CrashAttribute, LayoutId } from '@/lib/markup'
import { getTranslations } from 'next-intl/server'

/**
 * "This page crashed." as a template: the client script (client/behaviours/crash-screen.ts) puts it in
 * place of the page's `<main>` when one of its behaviours throws, with the error's cause chain.
 */
export async function CrashScreen() {
  const t = await getTranslations('ErrorScreen')
  return (
    <template id={LayoutId.crashScreen}>
      <main id="main" className="error-screen" {...{ [CrashAttribute.screen]: '' }}>
        <div role="alert">
          <h1>{t('title')}</h1>
          <pre className="error-screen__text" {...{ [CrashAttribute.error]: '' }} />
        </div>
        <div {...{ [CrashAttribute.causes]: '' }}>
          <h2>{t('causes')}</h2>
          <ol className="error-screen__causes" />
        </div>
        <button
          type="button"
          className="button button--primary"
          {...{ [CrashAttribute.retry]: '' }}
        >
          {t('tryAgain')}
        </button>
      </main>
    </template>
  )
}
