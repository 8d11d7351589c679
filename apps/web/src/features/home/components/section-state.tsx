import { useTranslation } from 'react-i18next';

/** What a home section shows instead of its content: nothing to show yet, or a failed load with a retry. */
export function SectionState({ kind, message, onRetry }: { kind: 'empty' | 'error'; message: string; onRetry?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div className={`section-state section-state-${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <span className="section-state-icon" aria-hidden="true" />
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
