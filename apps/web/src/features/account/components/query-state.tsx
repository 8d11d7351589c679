import { useTranslation } from 'react-i18next';

/** What a page shows while its data loads or after it failed to load, with a retry. */
export function QueryState({ status, onRetry }: { status: 'pending' | 'error'; onRetry: () => void }) {
  const { t } = useTranslation(['ui', 'pages']);
  if (status === 'pending') {
    return (
      <p className="account-state" role="status" aria-busy="true">
        {t('ui:loading')}
      </p>
    );
  }
  return (
    <div className="account-state account-state-error" role="alert">
      <p>{t('pages:account.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('ui:tryAgain')}
      </button>
    </div>
  );
}
