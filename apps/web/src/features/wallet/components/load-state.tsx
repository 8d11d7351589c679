import { useTranslation } from 'react-i18next';
import { SectionState } from '@/shared/ui/section-state';

/** What a wallet section shows while its data loads, or after it failed to load, with a retry. */
export function LoadState({ status, onRetry }: { status: 'pending' | 'error'; onRetry: () => void }) {
  const { t } = useTranslation(['ui', 'pages']);
  if (status === 'pending') {
    return (
      <p className="wallet-loading" role="status" aria-busy="true">
        {t('ui:loading')}
      </p>
    );
  }
  return <SectionState kind="error" message={t('pages:wallet.loadError')} onRetry={onRetry} />;
}
