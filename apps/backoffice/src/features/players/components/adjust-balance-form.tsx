import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { type Failure, playerDesk } from '@wl/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type CallResponse, failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { useFormatAmount } from '@/shared/i18n/format-number';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { usePlayerAction } from '../api/player-actions';
import { AmountField } from './amount-field';

type AdjustInput = z.input<typeof playerDesk.playerAdjustRequest>;
type AdjustOutput = z.output<typeof playerDesk.playerAdjustRequest>;
export type AdjustAnswer = CallResponse<'playerAdjust'>;

/**
 * A credit or debit with its reason. The key is made once per opening of the form, so a double
 * submit or a retry after a lost answer moves the money (or proposes it) once. Above the
 * operator's threshold the server answers a proposal instead of moving anything.
 */
export function AdjustBalanceForm({
  playerId,
  currency,
  balance,
  onDone,
  onCancel,
}: {
  playerId: number;
  currency: string;
  balance: number;
  onDone(answer: AdjustAnswer): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const formatAmount = useFormatAmount();
  const adjust = usePlayerAction('playerAdjust');
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<AdjustInput, AdjustOutput>(playerDesk.playerAdjustRequest, {
    player_id: playerId,
    direction: 'credit',
    amount: undefined,
    reason: '',
    idempotency_key: crypto.randomUUID(),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      onDone(await adjust.mutateAsync(request));
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('players.adjust.intro', { balance: formatAmount(balance, currency) })}
        </Text>
        {failure && <FailureAlert failure={failure} />}
        <Controller
          control={form.control}
          name="direction"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('players.adjust.direction')}
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'credit', label: t('players.adjust.credit') },
                { value: 'debit', label: t('players.adjust.debit') },
              ]}
            />
          )}
        />
        <AmountField
          control={form.control}
          name="amount"
          label={t('players.adjust.amount', { currency })}
          description={t('players.adjust.amountHint')}
          currency={currency}
          required
          error={fieldError(errors.amount)}
        />
        <ReasonField required error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('players.adjust.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
