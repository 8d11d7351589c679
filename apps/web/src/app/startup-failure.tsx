import { useTranslation } from 'react-i18next';
import { useEndPagePreloader } from '@/features/site/preloader';

/** A site whose startup failed has no layout to show: the message and a way to try again. */
export function StartupFailure({ message }: { message: string }) {
  const { t } = useTranslation('ui');
  useEndPagePreloader();
  return (
    <main className="page page-error startup-failure">
      <h1 className="error-status">{t('siteUnavailable')}</h1>
      <p className="error-message">{message}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </button>
    </main>
  );
}
