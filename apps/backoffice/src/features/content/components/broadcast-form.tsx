import {
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CURRENCIES, contentAdmin, type Failure } from '@wl/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { useFormatAmount, useFormatCount } from '@/shared/i18n/format-number';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useAudience } from '../api/count-audience';
import type { Broadcast } from '../api/list-broadcasts';
import { useSendBroadcast } from '../api/send-broadcast';
import type { Site } from './content-page';
import { useLanguageLabels } from './language-fields';

type SendInput = z.input<typeof contentAdmin.broadcastsSendRequest>;
type SendOutput = z.output<typeof contentAdmin.broadcastsSendRequest>;
const sendSchema = blankAsAbsent(contentAdmin.broadcastsSendRequest, ['reason']);

/** The VIP levels offered for a segment. */
const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);

/** A number field's value: the number, or null when it is left empty. */
const numberOrNull = (typed: number | string): number | null =>
  typeof typed === 'number' ? typed : typed.trim() === '' ? null : Number(typed);

/** A reward as the confirmation and the list say it: money and/or tokens. */
export function useRewardText() {
  const { t } = useTranslation('content');
  const formatAmount = useFormatAmount();
  const formatCount = useFormatCount();
  return (cash: number, tokens: number, currency: string) => {
    const parts = [
      cash > 0 ? formatAmount(cash, currency) : null,
      tokens > 0 ? t('broadcasts.tokens', { count: tokens, formatted: formatCount(tokens) }) : null,
    ].filter((part): part is string => part !== null);
    if (parts.length === 0) return t('broadcasts.none');
    return parts.length === 2 ? t('broadcasts.and', { first: parts[0], second: parts[1] }) : parts[0]!;
  };
}

interface BroadcastFormProps {
  site: Site;
  currency: string;
  onSent(broadcast: Broadcast): void;
  onCancel(): void;
}

/**
 * A broadcast: its texts in both languages, who receives it (the count follows the segment as it
 * is chosen), an optional reward, then a confirmation that names the count and the reward before it
 * is sent. The form's idempotency key makes a repeated send (a double click, a retry) send once.
 */
export function BroadcastForm({ site, currency, onSent, onCancel }: BroadcastFormProps) {
  const { t } = useTranslation('content');
  const labels = useLanguageLabels(site);
  const fieldError = useFieldErrorText();
  const formatCount = useFormatCount();
  const rewardText = useRewardText();
  const send = useSendBroadcast();
  const [failure, setFailure] = useState<Failure>();
  const [review, setReview] = useState<SendOutput>();
  const form = useContractForm<SendInput, SendOutput>(sendSchema, {
    site_id: site.id,
    en_title: '',
    local_title: '',
    en_body: '',
    local_body: '',
    segment: { vip_levels: [], active_within_days: null, depositors_only: false },
    reward_cash: 0,
    reward_tokens: 0,
    expires_in_days: null,
    idempotency_key: crypto.randomUUID(),
    reason: '',
  });
  const errors = form.formState.errors;
  const segment = form.watch('segment');
  const [debounced] = useDebouncedValue(JSON.stringify(segment), 300);
  const parsedSegment = contentAdmin.broadcastSegmentSchema.safeParse(JSON.parse(debounced));
  const audience = useAudience(site.id, parsedSegment.success ? parsedSegment.data : null);
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;
  const recipients = audience.data?.recipients;

  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    setReview(values);
  });

  const confirm = async () => {
    if (!review) return;
    try {
      const { value } = await send.mutateAsync(review);
      setReview(undefined);
      onSent(value);
    } catch (error) {
      setReview(undefined);
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  };

  const versions = labels.hasLocal ? (['en', 'local'] as const) : (['en'] as const);
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <FailureAlert failure={failure} />}
          <Title order={3} fz="h5">
            {t('broadcasts.message')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: versions.length }}>
            {versions.map((version) => {
              const label = version === 'en' ? labels.english : labels.local;
              return (
                <Stack key={version} gap="sm">
                  <TextInput
                    label={label(t('broadcasts.messageTitle'))}
                    required={version === 'en'}
                    error={fieldError(errors[`${version}_title`])}
                    {...form.register(`${version}_title`)}
                  />
                  <Textarea
                    label={label(t('broadcasts.body'))}
                    required={version === 'en'}
                    autosize
                    minRows={3}
                    maxRows={8}
                    error={fieldError(errors[`${version}_body`])}
                    {...form.register(`${version}_body`)}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
          <Divider />
          <Stack gap={2}>
            <Title order={3} fz="h5">
              {t('broadcasts.segment')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('broadcasts.segmentHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="segment.vip_levels"
              render={({ field }) => (
                <MultiSelect
                  label={t('broadcasts.vipLevels')}
                  description={t('broadcasts.vipLevelsHint')}
                  data={VIP_LEVELS.map((level) => ({ value: String(level), label: t('broadcasts.vipLevel', { level }) }))}
                  value={(field.value ?? []).map(String)}
                  onChange={(levels) => field.onChange(levels.map(Number))}
                  clearable
                />
              )}
            />
            <Controller
              control={form.control}
              name="segment.active_within_days"
              render={({ field }) => (
                <NumberInput
                  label={t('broadcasts.activeWithin')}
                  description={t('broadcasts.activeWithinHint')}
                  value={field.value ?? ''}
                  onChange={(typed) => field.onChange(numberOrNull(typed))}
                  min={1}
                  max={contentAdmin.BROADCAST_ACTIVE_DAYS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  error={fieldError(errors.segment?.active_within_days)}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="segment.depositors_only"
            render={({ field }) => (
              <Switch
                label={t('broadcasts.depositorsOnly')}
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Text size="sm" fw={500} role="status" aria-live="polite">
            {recipients === undefined
              ? t('broadcasts.audienceCounting')
              : recipients === 0
                ? t('broadcasts.audienceNone')
                : t('broadcasts.audience', { count: recipients, formatted: formatCount(recipients) })}
          </Text>
          <Divider />
          <Stack gap={2}>
            <Title order={3} fz="h5">
              {t('broadcasts.reward')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('broadcasts.rewardHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="reward_cash"
              render={({ field }) => (
                <NumberInput
                  label={t('broadcasts.rewardCash', { currency })}
                  value={field.value ?? 0}
                  onChange={(typed) => field.onChange(numberOrNull(typed) ?? 0)}
                  min={0}
                  decimalScale={decimals}
                  thousandSeparator=","
                  allowNegative={false}
                  inputMode="decimal"
                  error={fieldError(errors.reward_cash)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="reward_tokens"
              render={({ field }) => (
                <NumberInput
                  label={t('broadcasts.rewardTokens')}
                  value={field.value ?? 0}
                  onChange={(typed) => field.onChange(numberOrNull(typed) ?? 0)}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  error={fieldError(errors.reward_tokens)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="expires_in_days"
              render={({ field }) => (
                <NumberInput
                  label={t('broadcasts.expiresIn')}
                  description={t('broadcasts.expiresInHint')}
                  value={field.value ?? ''}
                  onChange={(typed) => field.onChange(numberOrNull(typed))}
                  min={1}
                  max={contentAdmin.BROADCAST_EXPIRY_DAYS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  error={fieldError(errors.expires_in_days)}
                />
              )}
            />
          </SimpleGrid>
          <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" disabled={recipients === 0}>
              {t('broadcasts.review')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={review !== undefined}
        onClose={() => setReview(undefined)}
        title={t('broadcasts.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('editor.cancel') }}
      >
        {review && (
          <Stack gap="md">
            <Text size="sm">
              {t('broadcasts.confirmText', {
                title: review.en_title,
                count: recipients ?? 0,
                formatted: formatCount(recipients ?? 0),
                site: site.name,
              })}
            </Text>
            <Text size="sm" fw={500}>
              {review.reward_cash > 0 || review.reward_tokens > 0
                ? t('broadcasts.confirmReward', { reward: rewardText(review.reward_cash, review.reward_tokens, currency) })
                : t('broadcasts.confirmNoReward')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReview(undefined)}>
                {t('editor.cancel')}
              </Button>
              <Button onClick={() => void confirm()} loading={send.isPending}>
                {t('broadcasts.send')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
