import { Stack, Text } from '@mantine/core';
import { CURRENCY_CODES, toMajor } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useFormatAmount } from '@/shared/i18n/format-number';
import type { Thresholds } from '../thresholds';

/** One threshold map as read: each currency's amount, then what every other currency means. */
export function ThresholdsList({ thresholds }: { thresholds: Thresholds }) {
  const { t } = useTranslation();
  const formatAmount = useFormatAmount();
  const set = CURRENCY_CODES.flatMap((currency) => {
    const minor = thresholds[currency];
    return minor === undefined ? [] : [{ currency, amount: toMajor(minor, currency) }];
  });
  return (
    <Stack gap={2}>
      {set.map(({ currency, amount }) => (
        <Text key={currency} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('operators.over', { amount: formatAmount(amount, currency) })}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {set.length === 0 ? t('operators.everyAmount') : t('operators.otherCurrencies')}
      </Text>
    </Stack>
  );
}
