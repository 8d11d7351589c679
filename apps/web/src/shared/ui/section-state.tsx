import { useTranslation } from 'react-i18next';
import './section-state.css';

/** What a section shows instead of its content: nothing to show, or a failed load with a retry. */
export function SectionState({
  kind,
  message,
  onRetry,
  action,
}: {
  kind: 'empty' | 'error';
  message: string;
  onRetry?: () => void;
  /** another way forward than retrying, e.g. clearing a search that found nothing */
  action?: { label: string; onClick: () => void };
}) {
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
      {action ? (
        <button type="button" className="button" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
