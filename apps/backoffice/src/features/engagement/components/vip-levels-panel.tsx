import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { CURRENCIES, engagementAdmin, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { useContractForm } from '@/shared/forms/contract-form';
import { ReasonField } from '@/shared/forms/reason-field';
import { useMayCall } from '@/shared/session/may-call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/query-state';
import { type AdminVipLevel, useVipLevels } from '../api/list-vip-levels';
import { useSaveVipLevels } from '../api/save-vip-levels';
import { NumberField, showNestedServerErrors, useLanguageName, useNestedError } from '../form-helpers';
import type { EngagementSite } from './site';
import { VISUALLY_HIDDEN } from './visually-hidden';

type SaveInput = z.input<typeof engagementAdmin.engagementVipLevelsSaveRequest>;
type SaveOutput = z.output<typeof engagementAdmin.engagementVipLevelsSaveRequest>;
const saveSchema = blankAsAbsent(engagementAdmin.engagementVipLevelsSaveRequest, ['reason']);

/** The ladder as the form edits it; each level's names in English and the site's language. */
function LadderForm({
  site,
  levels,
  currency,
  language,
  readOnly,
}: {
  site: EngagementSite;
  levels: AdminVipLevel[];
  currency: string;
  language: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('engagement');
  const notify = useNotify();
  const save = useSaveVipLevels();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    site_id: site.id,
    levels: levels.map((level) => ({
      names: {
        ...level.names,
        EN: level.names.EN ?? '',
        ...(language !== 'EN' ? { [language]: level.names[language] ?? '' } : {}),
      },
      deposit_required: level.deposit_required,
      turnover_required: level.turnover_required,
      reward_tokens: level.reward_tokens,
    })),
    reason: '',
  });
  const ladder = useFieldArray({ control: form.control, name: 'levels' });
  const error = useNestedError(form.formState.errors);
  // a rule of the whole list: react-hook-form keeps it at the field array's root
  const listError = error('levels.root') ?? error('levels');
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;
  const languageName = useLanguageName()(language);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ ...values, reason: '' });
      notify.done(t('vip.saved', { count: saved.value.length }));
    } catch (caught) {
      const refused = failureOf(caught);
      if (!showNestedServerErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        <Table.ScrollContainer minWidth={880}>
          <Table verticalSpacing="xs">
            <Table.Caption style={VISUALLY_HIDDEN}>{t('vip.caption', { language: languageName })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('vip.level')}</Table.Th>
                <Table.Th>{t('vip.nameIn', { language: t('languages.EN') })}</Table.Th>
                {language !== 'EN' && <Table.Th>{t('vip.nameIn', { language: languageName })}</Table.Th>}
                <Table.Th>{t('vip.deposit', { currency })}</Table.Th>
                <Table.Th>{t('vip.turnover', { currency })}</Table.Th>
                <Table.Th>{t('vip.reward')}</Table.Th>
                <Table.Th style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{t('vip.players')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ladder.fields.map((row, index) => {
                const name = (field: string) => `levels.${index}.${field}`;
                const cell = (field: string, label: string, money: boolean) => (
                  <NumberField
                    control={form.control}
                    name={name(field)}
                    label={label}
                    decimals={money ? decimals : 0}
                    error={error(name(field))}
                    hiddenLabel
                  />
                );
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{index}</Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('vip.nameOf', { level: index, language: t('languages.EN') })}
                        readOnly={readOnly}
                        error={error(name('names.EN'))}
                        {...form.register(`levels.${index}.names.EN`)}
                      />
                    </Table.Td>
                    {language !== 'EN' && (
                      <Table.Td>
                        <TextInput
                          aria-label={t('vip.nameOf', { level: index, language: languageName })}
                          placeholder={form.watch(`levels.${index}.names.EN`)}
                          readOnly={readOnly}
                          error={error(name(`names.${language}`))}
                          {...form.register(`levels.${index}.names.${language}` as `levels.${number}.names.EN`)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>{cell('deposit_required', t('vip.depositOf', { level: index }), true)}</Table.Td>
                    <Table.Td>{cell('turnover_required', t('vip.turnoverOf', { level: index }), true)}</Table.Td>
                    <Table.Td>{cell('reward_tokens', t('vip.rewardOf', { level: index }), false)}</Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>{levels[index]?.players ?? 0}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!readOnly && (
          <>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={ladder.fields.length >= engagementAdmin.VIP_LEVELS_MAX}
                onClick={() => {
                  const last = form.getValues(`levels.${ladder.fields.length - 1}`);
                  ladder.append({
                    names: { EN: '' },
                    deposit_required: last?.deposit_required ?? 0,
                    turnover_required: last?.turnover_required ?? 0,
                    reward_tokens: 0,
                  });
                }}
              >
                {t('vip.addLevel')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                disabled={ladder.fields.length <= 1}
                onClick={() => ladder.remove(ladder.fields.length - 1)}
              >
                {t('vip.removeLevel')}
              </Button>
            </Group>
            <ReasonField error={error('reason')} {...form.register('reason')} />
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('vip.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

/** The site's VIP ladder: names in English and the site's language, thresholds and token rewards. */
export function VipLevelsPanel({ site }: { site: EngagementSite }) {
  const { t } = useTranslation('engagement');
  const mayCall = useMayCall();
  const ladder = useVipLevels(site.id);
  return (
    <Stack gap="md" pt="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('vip.intro')}
      </Text>
      <QueryState query={ladder}>
        {(data) => (
          <LadderForm
            key={`${site.id}:${ladder.dataUpdatedAt}`}
            site={site}
            levels={data.value}
            currency={data.currency}
            language={data.language}
            readOnly={!mayCall('engagementVipLevelsSave')}
          />
        )}
      </QueryState>
    </Stack>
  );
}
