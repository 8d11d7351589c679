import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { contentAdmin, type Failure } from '@wl/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useMayCall } from '@/shared/session/may-call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { type ContentPage, usePages } from '../api/list-pages';
import { useSavePage } from '../api/save-page';
import { BilingualBody } from './bilingual-body';
import type { Site } from './content-page';
import { RecordPicker } from './record-picker';

type PageName = (typeof contentAdmin.CMS_PAGES)[number];
type SaveInput = z.input<typeof contentAdmin.contentPagesSaveRequest>;
type SaveOutput = z.output<typeof contentAdmin.contentPagesSaveRequest>;
const saveSchema = blankAsAbsent(contentAdmin.contentPagesSaveRequest, ['reason']);

/** The CMS pages of the site: one chosen at a time, its English and local texts side by side on a wide screen. */
export function PagesTab({ site }: { site: Site }) {
  const { t } = useTranslation('content');
  const pages = usePages(site.id);
  return (
    <RecordPicker
      query={pages}
      label={t('pages.page')}
      initial={'about_us' as PageName}
      keyOf={(each) => each.page}
      optionLabel={(each) => `${t(`pages.names.${each.page}`)} · ${each.enabled ? t('pages.shown') : t('pages.hidden')}`}
    >
      {(current) => <PageForm key={`${current.page}:${current.updated_at}`} site={site} page={current} />}
    </RecordPicker>
  );
}

function PageForm({ site, page }: { site: Site; page: ContentPage }) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const fieldError = useFieldErrorText();
  const formatDateTime = useFormatDateTime();
  const mayCall = useMayCall();
  const save = useSavePage();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    site_id: site.id,
    page: page.page,
    en_body: page.en_body,
    local_body: page.local_body,
    enabled: page.enabled,
    reason: '',
  });
  const errors = form.formState.errors;
  const editable = mayCall('contentPagesSave');

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { value } = await save.mutateAsync(values);
      const cleaned = value.en_body !== values.en_body || value.local_body !== (values.local_body ?? '');
      if (cleaned) notify.warn(t('savedCleaned'));
      else notify.done(t('saved'));
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack gap="md">
        {failure && <FailureAlert failure={failure} />}
        <Group gap="xs">
          <Badge color={page.enabled ? 'green' : 'gray'} variant="light">
            {page.enabled ? t('pages.shown') : t('pages.hidden')}
          </Badge>
          <Text size="xs" c="dimmed">
            {page.updated_at ? t('pages.lastSaved', { date: formatDateTime(page.updated_at) }) : t('pages.neverSaved')}
          </Text>
        </Group>
        <BilingualBody control={form.control} errors={errors} site={site} label={t('pages.body')} />
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              label={t('pages.enabled')}
              description={t('pages.enabledHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {editable && (
          <>
            <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
