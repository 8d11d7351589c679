import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CURRENCY_CODES,
  type Failure,
  LANGUAGE_NAMES,
  LANGUAGES,
  operator,
  THEME_CODES,
  THEME_COLORS,
  type ThemeCode,
} from '@wl/contract';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useCreateSite } from '../api/create-site';
import type { SiteSummary } from '../api/list-sites';

type CreateInput = z.input<typeof operator.sitesCreateRequest>;
type CreateOutput = z.output<typeof operator.sitesCreateRequest>;
const createSchema = blankAsAbsent(operator.sitesCreateRequest, ['name', 'external_id', 'reason']);

/** A new site of the member's operator: its first domain, template and colour, language, currency and country. */
export function CreateSiteForm({ onCreated, onCancel }: { onCreated(site: SiteSummary): void; onCancel(): void }) {
  const { t } = useTranslation(['sites', 'ui']);
  const fieldError = useFieldErrorText();
  const create = useCreateSite();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<CreateInput, CreateOutput>(createSchema, {
    domain: '',
    name: '',
    theme_code: 'casino1',
    theme_color: THEME_COLORS.casino1[0],
    language: 'EN',
    currency: 'USD',
    country: 'PH',
    reason: '',
  });
  const errors = form.formState.errors;
  const theme = useWatch({ control: form.control, name: 'theme_code' }) as ThemeCode;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { value } = await create.mutateAsync(values);
      onCreated(value);
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack gap="sm">
        {failure && <FailureAlert failure={failure} />}
        <TextInput
          {...form.register('domain')}
          label={t('fields.domain')}
          description={t('fields.domainHint')}
          error={fieldError(errors.domain)}
          data-autofocus
        />
        <TextInput {...form.register('name')} label={t('fields.name')} error={fieldError(errors.name)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="theme_code"
            render={({ field }) => (
              <NativeSelect
                label={t('fields.theme_code')}
                data={THEME_CODES.map((code) => ({ value: code, label: t('templateOption', { code }) }))}
                value={field.value}
                onChange={(event) => {
                  const next = event.currentTarget.value as ThemeCode;
                  field.onChange(next);
                  form.setValue('theme_color', THEME_COLORS[next][0]);
                }}
                error={fieldError(errors.theme_code)}
              />
            )}
          />
          <NativeSelect
            {...form.register('theme_color')}
            label={t('fields.theme_color')}
            data={[...(THEME_COLORS[theme] ?? [])]}
            error={fieldError(errors.theme_color)}
          />
          <NativeSelect
            {...form.register('language')}
            label={t('fields.language')}
            data={LANGUAGES.map((code) => ({
              value: code,
              label: LANGUAGE_NAMES[code] ? `${LANGUAGE_NAMES[code]} (${code})` : code,
            }))}
            error={fieldError(errors.language)}
          />
          <NativeSelect
            {...form.register('currency')}
            label={t('fields.currency')}
            data={[...CURRENCY_CODES]}
            error={fieldError(errors.currency)}
          />
          <TextInput {...form.register('country')} label={t('fields.country')} maxLength={2} error={fieldError(errors.country)} />
        </SimpleGrid>
        <ReasonField {...form.register('reason')} error={fieldError(errors.reason)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ui:common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
