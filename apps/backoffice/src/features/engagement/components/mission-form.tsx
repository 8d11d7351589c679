import { Select, SimpleGrid } from '@mantine/core';
import { CURRENCIES, engagementAdmin, PRODUCT_CATEGORIES } from '@wl/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { useContractForm } from '@/shared/forms/contract-form';
import { ReasonField } from '@/shared/forms/reason-field';
import type { AdminMission } from '../api/list-missions';
import { useSaveMission } from '../api/save-mission';
import { NumberField, useNestedError } from '../form-helpers';
import { RecordForm, ScheduleFields, TitleFields, textLanguages, useRecordSubmit } from './record-form';

type SaveInput = z.input<typeof engagementAdmin.engagementMissionsSaveRequest>;
type SaveOutput = z.output<typeof engagementAdmin.engagementMissionsSaveRequest>;

const saveSchema = blankAsAbsent(engagementAdmin.engagementMissionsSaveRequest, ['reason']);
const KINDS = ['login', 'deposit_at_least', 'wager_on_category', 'play_mini_games'] as const;

interface MissionFormProps {
  siteId: number;
  currency: string;
  language: string;
  mission?: AdminMission;
  onSaved(mission: AdminMission): void;
  onCancel(): void;
}

/** A mission: its goal (a count, or money for deposits and wagers on a category), period, reward and schedule. */
export function MissionForm({ siteId, currency, language, mission, onSaved, onCancel }: MissionFormProps) {
  const { t } = useTranslation('engagement');
  const save = useSaveMission();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    site_id: siteId,
    mission_id: mission?.mission_id,
    kind: mission?.kind ?? 'login',
    period: mission?.period ?? 'daily',
    title: { EN: mission?.title.EN ?? '', ...(language !== 'EN' ? { [language]: mission?.title[language] ?? '' } : {}) },
    target: mission?.target ?? 1,
    game_type: (mission?.game_type ?? '') as SaveInput['game_type'],
    reward_type: mission?.reward_type ?? 'token',
    reward_amount: mission?.reward_amount ?? 5,
    starts_at: mission?.starts_at ?? new Date().toISOString(),
    ends_at: mission?.ends_at ?? null,
    position: mission?.position ?? 0,
    reason: '',
  });
  const error = useNestedError(form.formState.errors);
  const kind = form.watch('kind');
  const rewardType = form.watch('reward_type');
  const money = kind === 'deposit_at_least' || kind === 'wager_on_category';
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;

  const { submit, failure } = useRecordSubmit(form, save.mutateAsync, onSaved);
  const select = (name: 'kind' | 'period' | 'reward_type' | 'game_type', data: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`missions.${name}`)}
          data={data}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value ?? '')}
          allowDeselect={false}
          error={error(name)}
        />
      )}
    />
  );

  return (
    <RecordForm submit={submit} submitting={form.formState.isSubmitting} failure={failure} onCancel={onCancel}>
      <TitleFields form={form} languages={textLanguages(language)} error={error} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {select(
          'kind',
          KINDS.map((value) => ({ value, label: t(`missionKinds.${value}`) })),
        )}
        {select(
          'period',
          (['daily', 'weekly'] as const).map((value) => ({ value, label: t(`periods.${value}`) })),
        )}
        {kind === 'wager_on_category' &&
          select(
            'game_type',
            PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
          )}
        <NumberField
          control={form.control}
          name="target"
          label={money ? t('missions.targetMoney', { currency }) : t('missions.targetCount')}
          decimals={money ? decimals : 0}
          error={error('target')}
        />
        {select(
          'reward_type',
          (['token', 'bonus'] as const).map((value) => ({ value, label: t(`rewardTypes.${value}`) })),
        )}
        <NumberField
          control={form.control}
          name="reward_amount"
          label={rewardType === 'bonus' ? t('missions.rewardMoney', { currency }) : t('missions.rewardTokens')}
          decimals={rewardType === 'bonus' ? decimals : 0}
          error={error('reward_amount')}
        />
        <ScheduleFields form={form} error={error} />
      </SimpleGrid>
      <ReasonField error={error('reason')} {...form.register('reason')} />
    </RecordForm>
  );
}
