import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Failure, playerDesk } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { usePlayerAction } from '../api/player-actions';
import { AmountField } from './amount-field';

type LimitsInput = z.input<typeof playerDesk.playerSetLimitsRequest>;
type LimitsOutput = z.output<typeof playerDesk.playerSetLimitsRequest>;
const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** The operator's deposit limits on the player, per period; a blank period has none. */
export function OperatorLimitsForm({
  playerId,
  currency,
  current,
  onDone,
  onCancel,
}: {
  playerId: number;
  currency: string;
  current: playerDesk.OperatorLimits;
  onDone(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const setLimits = usePlayerAction('playerSetLimits');
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<LimitsInput, LimitsOutput>(playerDesk.playerSetLimitsRequest, {
    player_id: playerId,
    daily: current.daily,
    weekly: current.weekly,
    monthly: current.monthly,
    reason: '',
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      await setLimits.mutateAsync(request);
      onDone();
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('players.limits.formIntro')}
        </Text>
        {failure && <FailureAlert failure={failure} />}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {PERIODS.map((period) => (
            <AmountField
              key={period}
              control={form.control}
              name={period}
              label={t(`players.limits.period.${period}`)}
              description={t('players.limits.blankIsNone', { currency })}
              currency={currency}
              error={fieldError(errors[period])}
            />
          ))}
        </SimpleGrid>
        <ReasonField required error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('players.limits.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
