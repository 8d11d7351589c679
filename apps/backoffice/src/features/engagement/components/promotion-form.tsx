import { Alert, Checkbox, Fieldset, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { CURRENCIES, engagementAdmin, PRODUCT_CATEGORIES } from '@wl/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { useContractForm } from '@/shared/forms/contract-form';
import { ReasonField } from '@/shared/forms/reason-field';
import type { AdminPromotion } from '../api/list-promotions';
import { useSavePromotion } from '../api/save-promotion';
import { NumberField, useLanguageName, useNestedError } from '../form-helpers';
import { RecordForm, ScheduleFields, TitleFields, textLanguages, useRecordSubmit } from './record-form';

type SaveInput = z.input<typeof engagementAdmin.engagementPromotionsSaveRequest>;
type SaveOutput = z.output<typeof engagementAdmin.engagementPromotionsSaveRequest>;
type Rules = SaveInput['rules'];
export type PromotionKind = Rules['kind'];

/**
 * The save call's rules, with a blank reason sent as none and the game categories left empty left
 * out of the contribution (they count in full).
 */
const saveSchema = z.preprocess(
  (values) => {
    const rules = (values as { rules?: { game_contribution?: Record<string, unknown> } }).rules;
    if (!rules?.game_contribution) return values;
    const given = Object.entries(rules.game_contribution).filter(([, percent]) => percent !== null && percent !== undefined);
    return { ...(values as object), rules: { ...rules, game_contribution: Object.fromEntries(given) } };
  },
  blankAsAbsent(engagementAdmin.engagementPromotionsSaveRequest, ['reason']),
) as unknown as typeof engagementAdmin.engagementPromotionsSaveRequest;

/** A new promotion's rules: what an operator most often starts from. */
export function defaultRules(kind: PromotionKind): Rules {
  switch (kind) {
    case 'deposit_bonus':
      return {
        kind,
        percent: 100,
        cap: 100,
        min_deposit: 10,
        wagering_multiplier: 10,
        valid_days: 7,
        game_contribution: {},
        max_bet: null,
        first_deposit_only: false,
      };
    case 'cashback':
      return { kind, percent: 10, cap: 100, period: 'weekly' };
    case 'event_tokens':
      return { kind, event: 'first_deposit', vip_level: 0, tokens: 10 };
    case 'referral':
      return { kind, reward: 10, min_deposit: 20 };
  }
}

interface PromotionFormProps {
  siteId: number;
  currency: string;
  /** the site's language, whose texts are asked for beside English */
  language: string;
  kind: PromotionKind;
  promotion?: AdminPromotion;
  onSaved(promotion: AdminPromotion): void;
  onCancel(): void;
}

/**
 * The promotions builder: texts in English and the site's language, the schedule, who may take it
 * (VIP levels) and the rules of its kind (a deposit bonus's wagering, game contribution per category,
 * maximum bet and expiry), checked with the save call's own schema.
 */
export function PromotionForm({ siteId, currency, language, kind, promotion, onSaved, onCancel }: PromotionFormProps) {
  const { t } = useTranslation('engagement');
  const save = useSavePromotion();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    site_id: siteId,
    promotion_id: promotion?.promotion_id,
    title: { EN: promotion?.title.EN ?? '', ...(language !== 'EN' ? { [language]: promotion?.title[language] ?? '' } : {}) },
    terms: { EN: promotion?.terms.EN ?? '', ...(language !== 'EN' ? { [language]: promotion?.terms[language] ?? '' } : {}) },
    image: promotion?.image ?? '',
    rules: promotion?.rules ?? defaultRules(kind),
    eligibility: promotion?.eligibility ?? { min_vip_level: 0, max_vip_level: null },
    starts_at: promotion?.starts_at ?? new Date().toISOString(),
    ends_at: promotion?.ends_at ?? null,
    position: promotion?.position ?? 0,
    reason: '',
  });
  const error = useNestedError(form.formState.errors);
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;
  const control = form.control;
  const money = (name: string, label: string, extra: { description?: string } = {}) => (
    <NumberField control={control} name={name} label={label} decimals={decimals} error={error(name)} {...extra} />
  );
  const whole = (name: string, label: string, extra: { description?: string; suffix?: string } = {}) => (
    <NumberField control={control} name={name} label={label} error={error(name)} {...extra} />
  );

  const { submit, failure } = useRecordSubmit(form, save.mutateAsync, onSaved);
  const languages = textLanguages(language);
  const languageName = useLanguageName();
  return (
    <RecordForm submit={submit} submitting={form.formState.isSubmitting} failure={failure} onCancel={onCancel}>
      {promotion && promotion.open_claims > 0 && (
        <Alert color="blue" variant="light">
          {t('promotions.openClaims', { count: promotion.open_claims })}
        </Alert>
      )}
      <TitleFields form={form} languages={languages} error={error} />
      <SimpleGrid cols={{ base: 1, sm: languages.length }}>
        {languages.map((each) => (
          <Textarea
            key={each}
            label={t('promotions.termsIn', { language: languageName(each) })}
            description={t('promotions.termsHint')}
            required={each === 'EN'}
            autosize
            minRows={3}
            maxRows={8}
            error={error(`terms.${each}`)}
            {...form.register(`terms.${each}` as 'terms.EN')}
          />
        ))}
      </SimpleGrid>
      <Fieldset legend={t(`kinds.${kind}`)}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {kind === 'deposit_bonus' && (
            <>
              {whole('rules.percent', t('rules.percent'), { suffix: ' %' })}
              {money('rules.cap', t('rules.cap', { currency }))}
              {money('rules.min_deposit', t('rules.minDeposit', { currency }))}
              {whole('rules.wagering_multiplier', t('rules.wageringMultiplier'), { description: t('rules.wageringHint') })}
              {whole('rules.valid_days', t('rules.validDays'))}
              {money('rules.max_bet', t('rules.maxBet', { currency }), { description: t('rules.maxBetHint') })}
            </>
          )}
          {kind === 'cashback' && (
            <>
              {whole('rules.percent', t('rules.percent'), { suffix: ' %' })}
              {money('rules.cap', t('rules.cap', { currency }))}
              <Controller
                control={control}
                name={'rules.period' as 'rules'}
                render={({ field }) => (
                  <Select
                    label={t('rules.period')}
                    data={(['daily', 'weekly'] as const).map((value) => ({ value, label: t(`periods.${value}`) }))}
                    value={field.value as unknown as string}
                    onChange={(value) => field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
            </>
          )}
          {kind === 'event_tokens' && (
            <>
              <Controller
                control={control}
                name={'rules.event' as 'rules'}
                render={({ field }) => (
                  <Select
                    label={t('rules.event')}
                    data={(['first_deposit', 'vip_level'] as const).map((value) => ({ value, label: t(`events.${value}`) }))}
                    value={field.value as unknown as string}
                    onChange={(value) => field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
              {whole('rules.tokens', t('rules.tokens'))}
              {whole('rules.vip_level', t('rules.vipLevel'), { description: t('rules.vipLevelHint') })}
            </>
          )}
          {kind === 'referral' && (
            <>
              {money('rules.reward', t('rules.reward', { currency }))}
              {money('rules.min_deposit', t('rules.refereeMinDeposit', { currency }))}
            </>
          )}
        </SimpleGrid>
        {kind === 'deposit_bonus' && (
          <Stack mt="md" gap="xs">
            <Checkbox label={t('rules.firstDepositOnly')} {...form.register('rules.first_deposit_only' as 'rules')} />
            <Fieldset legend={t('rules.contribution')} variant="unstyled">
              <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }}>
                {PRODUCT_CATEGORIES.map((category) => (
                  <NumberField
                    key={category}
                    control={control}
                    name={`rules.game_contribution.${category}`}
                    label={t(`categories.${category}`)}
                    suffix=" %"
                    placeholder="100 %"
                    error={error(`rules.game_contribution.${category}`)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          </Stack>
        )}
      </Fieldset>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <ScheduleFields form={form} error={error} endsHint={t('promotions.endsAtHint')} />
        {whole('eligibility.min_vip_level', t('promotions.minVip'))}
        {whole('eligibility.max_vip_level', t('promotions.maxVip'), { description: t('promotions.maxVipHint') })}
        {whole('position', t('promotions.position'))}
      </SimpleGrid>
      <ReasonField error={error('reason')} {...form.register('reason')} />
    </RecordForm>
  );
}
