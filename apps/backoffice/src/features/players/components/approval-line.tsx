import { Text } from '@mantine/core';
import type { backoffice } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useFormatAmount } from '@/shared/i18n/format-number';

/** A proposal about the player waiting for a second person, in one line: what, how much, who and when. */
export function ApprovalLine({ approval }: { approval: backoffice.Approval }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const formatDateTime = useFormatDateTime();
  const { amount, direction } = approval.payload;
  const what =
    typeof amount === 'number'
      ? `${t(`players.approvalKind.${approval.kind}`)}: ${direction === 'debit' ? '−' : '+'}${formatAmount(amount, approval.site.currency)}`
      : t(`players.approvalKind.${approval.kind}`);
  return (
    <Text size="sm">
      {t('players.approvalLine', {
        what,
        who: approval.proposed_by,
        at: formatDateTime(approval.proposed_at),
        reason: approval.reason,
      })}
    </Text>
  );
}
