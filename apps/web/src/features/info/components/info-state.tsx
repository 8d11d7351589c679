import { useTranslation } from 'react-i18next';

type InfoStateKind = 'pending' | 'error' | 'disabled' | 'empty';

/** What an information page shows instead of its text: loading, a failed load with a retry, or a clear notice. */
export function InfoState({ kind, onRetry }: { kind: InfoStateKind; onRetry?: () => void }) {
  const { t } = useTranslation(['ui', 'pages']);
  if (kind === 'pending') {
    return (
      <p className="info-state" role="status" aria-busy="true">
        {t('ui:loading')}
      </p>
    );
  }
  if (kind === 'error') {
    return (
      <div className="info-state info-state-error" role="alert">
        <p>{t('pages:info.loadError')}</p>
        {onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            {t('ui:tryAgain')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="info-state">
      <p>{kind === 'disabled' ? t('pages:info.notAvailable') : t('pages:info.empty')}</p>
    </div>
  );
}
