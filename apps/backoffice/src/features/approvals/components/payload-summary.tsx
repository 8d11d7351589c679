import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '@/shared/i18n/format-number';

/**
 * What an approval would do: its amount in the site's currency (with the direction of an
 * adjustment) when it has one, and any other field of the proposal as written.
 */
export function PayloadSummary({ payload, currency }: { payload: Record<string, unknown>; currency: string }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  // The idempotency key only makes a double submit count once: nothing for the approver to weigh.
  const { amount, direction, idempotency_key: _key, ...rest } = payload;
  const others = Object.entries(rest);
  return (
    <Stack gap={2}>
      {typeof amount === 'number' && (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {direction === 'credit' || direction === 'debit' ? `${t(`approvals.direction.${direction}`)} ` : ''}
          {formatAmount(amount, currency)}
        </Text>
      )}
      {others.map(([key, value]) => (
        <Text key={key} size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
        </Text>
      ))}
    </Stack>
  );
}
