import { Table, Text, TextInput } from '@mantine/core';
import { CURRENCY_CODES } from '@wl/contract';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/shared/forms/field-error';
import type { ThresholdTexts } from '../thresholds';

interface ThresholdsForm {
  adjustment_approval_over: ThresholdTexts;
  withdrawal_approval_over: ThresholdTexts;
}

/** Both thresholds per currency, as a table of amount fields (blank: every amount waits for a second person). */
export function ThresholdsFields<Form extends ThresholdsForm>({
  register,
  errors,
}: {
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const typed = register as unknown as UseFormRegister<ThresholdsForm>;
  const refused = errors as FieldErrors<ThresholdsForm>;
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={6}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <Text size="sm" fw={500} span>
          {t('operators.thresholds')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('operators.thresholdsHint')}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>{t('operators.currency')}</Table.Th>
          <Table.Th>{t('operators.adjustmentOver')}</Table.Th>
          <Table.Th>{t('operators.withdrawalOver')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {CURRENCY_CODES.map((currency) => (
          <Table.Tr key={currency}>
            <Table.Th scope="row" fw={500}>
              {currency}
            </Table.Th>
            <Table.Td>
              <TextInput
                size="xs"
                inputMode="decimal"
                aria-label={t('operators.adjustmentOverIn', { currency })}
                placeholder={t('operators.none')}
                error={fieldError(refused.adjustment_approval_over?.[currency] as FieldError | undefined)}
                {...typed(`adjustment_approval_over.${currency}`)}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                size="xs"
                inputMode="decimal"
                aria-label={t('operators.withdrawalOverIn', { currency })}
                placeholder={t('operators.none')}
                error={fieldError(refused.withdrawal_approval_over?.[currency] as FieldError | undefined)}
                {...typed(`withdrawal_approval_over.${currency}`)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
