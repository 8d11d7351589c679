import type { CashierStatus } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';

/** A request's status as a coloured badge; pending stands out, since it still waits for the operator. */
export function StatusBadge({ status }: { status: CashierStatus }) {
  const { t } = useTranslation('pages');
  return <span className={`wallet-badge wallet-badge-${status}`}>{t(`wallet.status.${status}`)}</span>;
}
