import { Badge } from '@mantine/core';
import type { CashierStatus } from '@wl/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<CashierStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', cancelled: 'gray' };

/** A request's status in words, coloured as the desk's rows colour it. */
export function RequestStatus({ status }: { status: CashierStatus }) {
  const { t } = useTranslation();
  return (
    // A table squeezes its cells to their narrowest: the badge keeps its whole word.
    <Badge color={COLOURS[status]} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
      {t(`cashier.status.${status}`)}
    </Badge>
  );
}
