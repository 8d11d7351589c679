import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { CURRENCIES, engagementAdmin, type Failure } from '@wl/contract';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
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
import { type AdminMiniGame, useMiniGames } from '../api/list-mini-games';
import { useSaveMiniGame } from '../api/save-mini-game';
import { NumberField, showNestedServerErrors, useNestedError } from '../form-helpers';
import type { EngagementSite } from './site';
import { VISUALLY_HIDDEN } from './visually-hidden';

type SaveInput = z.input<typeof engagementAdmin.engagementMiniGamesSaveRequest>;
type SaveOutput = z.output<typeof engagementAdmin.engagementMiniGamesSaveRequest>;
const saveSchema = blankAsAbsent(engagementAdmin.engagementMiniGamesSaveRequest, ['reason']);

const percent = (value: number) => `${(Math.round(value * 10_000) / 100).toString()} %`;

/** One mini game's cost, prizes and odds, with each prize's chance and the expected return as the member types. */
function MiniGameForm({
  site,
  game,
  currency,
  readOnly,
}: {
  site: EngagementSite;
  game: AdminMiniGame;
  currency: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('engagement');
  const notify = useNotify();
  const save = useSaveMiniGame();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    site_id: site.id,
    game_id: game.game_id,
    name: game.name,
    cost_token: game.cost_token,
    enabled: game.enabled,
    prizes: game.prizes.map(({ label, type, amount, weight }) => ({ label, type, amount, weight })),
    reason: '',
  });
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const error = useNestedError(form.formState.errors);
  // a rule of the whole list: react-hook-form keeps it at the field array's root
  const listError = error('prizes.root') ?? error('prizes');
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;
  const watched = form.watch('prizes');
  const cost = form.watch('cost_token');
  const expectation = engagementAdmin.miniGameExpectation(
    watched.map((prize) => ({ type: prize.type, amount: Number(prize.amount) || 0, weight: Number(prize.weight) || 0 })),
    Number(cost) || 0,
  );
  const tooGenerous = expectation.token_return_percent > 100;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(values);
      form.reset({ ...values, reason: '' });
      notify.done(t('miniGames.saved', { name: values.name }));
    } catch (caught) {
      const refused = failureOf(caught);
      if (!showNestedServerErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`mini-game-${game.game_id}`}>
      <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} fz="h4" id={`mini-game-${game.game_id}`}>
              {game.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('miniGames.plays', { count: game.plays })}
            </Text>
          </Group>
          {failure && <FailureAlert failure={failure} />}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput label={t('miniGames.name')} readOnly={readOnly} error={error('name')} {...form.register('name')} />
            <NumberField control={form.control} name="cost_token" label={t('miniGames.cost')} error={error('cost_token')} />
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  mt={{ xs: 'xl' }}
                  label={t('miniGames.enabled')}
                  checked={field.value}
                  disabled={readOnly}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </SimpleGrid>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs">
              <Table.Caption style={VISUALLY_HIDDEN}>{t('miniGames.prizesOf', { name: game.name })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('miniGames.label')}</Table.Th>
                  <Table.Th>{t('miniGames.type')}</Table.Th>
                  <Table.Th>{t('miniGames.amount', { currency })}</Table.Th>
                  <Table.Th>{t('miniGames.weight')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('miniGames.chance')}</Table.Th>
                  {!readOnly && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prizes.fields.map((row, index) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <TextInput
                        aria-label={t('miniGames.labelOf', { index: index + 1 })}
                        readOnly={readOnly}
                        error={error(`prizes.${index}.label`)}
                        {...form.register(`prizes.${index}.label`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('miniGames.typeOf', { index: index + 1 })}
                        disabled={readOnly}
                        data={engagementAdmin.MINI_GAME_PRIZE_TYPES.map((value) => ({ value, label: t(`prizeTypes.${value}`) }))}
                        {...form.register(`prizes.${index}.type`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberField
                        control={form.control}
                        name={`prizes.${index}.amount`}
                        label={t('miniGames.amountOf', { index: index + 1 })}
                        decimals={watched[index]?.type === 'cash' ? decimals : 0}
                        error={error(`prizes.${index}.amount`)}
                        hiddenLabel
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberField
                        control={form.control}
                        name={`prizes.${index}.weight`}
                        label={t('miniGames.weightOf', { index: index + 1 })}
                        error={error(`prizes.${index}.weight`)}
                        hiddenLabel
                      />
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }} data-testid={`chance-${index}`}>
                      {percent(expectation.chances[index] ?? 0)}
                    </Table.Td>
                    {!readOnly && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          disabled={prizes.fields.length <= engagementAdmin.MINI_GAME_PRIZES.min}
                          aria-label={t('miniGames.removeOf', { index: index + 1 })}
                          onClick={() => prizes.remove(index)}
                        >
                          {t('miniGames.remove')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {listError && (
            <Text c="red" size="sm" role="alert">
              {listError}
            </Text>
          )}
          <Stack gap={2} aria-live="polite">
            <Text size="sm" fw={600} c={tooGenerous ? 'red' : undefined}>
              {t('miniGames.expectedTokens', {
                tokens: Math.round(expectation.expected_tokens * 100) / 100,
                percent: Math.round(expectation.token_return_percent * 10) / 10,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('miniGames.expectedCash', { amount: expectation.expected_cash.toFixed(decimals), currency })}
            </Text>
          </Stack>
          {!readOnly && (
            <>
              <Group>
                <Button
                  variant="default"
                  disabled={prizes.fields.length >= engagementAdmin.MINI_GAME_PRIZES.max}
                  onClick={() => prizes.append({ label: '', type: 'none', amount: 0, weight: 1 })}
                >
                  {t('miniGames.addPrize')}
                </Button>
              </Group>
              <ReasonField error={error('reason')} {...form.register('reason')} />
              <Group justify="flex-end">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('miniGames.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}

/** The site's mini games: token cost, prizes and odds, each with its expected return. */
export function MiniGamesPanel({ site }: { site: EngagementSite }) {
  const { t } = useTranslation('engagement');
  const mayCall = useMayCall();
  const games = useMiniGames(site.id);
  return (
    <Stack gap="md" pt="md">
      <Text size="sm" c="dimmed" maw={720}>
        {t('miniGames.intro')}
      </Text>
      <QueryState query={games} isEmpty={(data) => data.value.length === 0} emptyText={t('miniGames.empty')}>
        {(data) =>
          data.value.map((game) => (
            <MiniGameForm
              key={`${game.game_id}:${games.dataUpdatedAt}`}
              site={site}
              game={game}
              currency={data.currency}
              readOnly={!mayCall('engagementMiniGamesSave')}
            />
          ))
        }
      </QueryState>
    </Stack>
  );
}
