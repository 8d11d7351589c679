import { Button, Grid, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { contentAdmin, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { useMayCall } from '@/shared/session/may-call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useNotify } from '@/shared/ui/notify';
import { type ContentSeo, useSeoRecords } from '../api/list-seo';
import { useSaveSeo } from '../api/save-seo';
import { pagePath } from '../lib/snippet';
import type { Site } from './content-page';
import { useLanguageLabels } from './language-fields';
import { RecordPicker } from './record-picker';
import { SnippetPreview } from './snippet-preview';

type SeoPage = contentAdmin.SeoPage;
type SaveInput = z.input<typeof contentAdmin.contentSeoSaveRequest>;
type SaveOutput = z.output<typeof contentAdmin.contentSeoSaveRequest>;
const saveSchema = blankAsAbsent(contentAdmin.contentSeoSaveRequest, ['reason']);

/** The SEO record of each page a search engine reaches, one at a time, with its search result beside it. */
export function SeoTab({ site }: { site: Site }) {
  const { t } = useTranslation('content');
  const records = useSeoRecords(site.id);
  return (
    <RecordPicker
      query={records}
      label={t('seo.page')}
      initial={'home' as SeoPage}
      keyOf={(each) => each.page_name}
      optionLabel={(each) => `${pagePath(each.page_name)}${each.saved ? '' : ' ·'}`}
      searchable
    >
      {(current, data) => (
        <SeoForm
          key={`${current.page_name}:${JSON.stringify(current)}`}
          site={site}
          record={current}
          siteName={data.site_name}
          domain={data.domain || site.domain}
        />
      )}
    </RecordPicker>
  );
}

function SeoForm({ site, record, siteName, domain }: { site: Site; record: ContentSeo; siteName: string; domain: string }) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const labels = useLanguageLabels(site);
  const fieldError = useFieldErrorText();
  const mayCall = useMayCall();
  const save = useSaveSeo();
  const [failure, setFailure] = useState<Failure>();
  const { saved: _saved, ...fields } = record;
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, { site_id: site.id, ...fields, reason: '' });
  const errors = form.formState.errors;
  const values = form.watch();
  const url = `${domain}${pagePath(record.page_name) === '/' ? '' : ` › ${pagePath(record.page_name).slice(1)}`}`;
  // what the player app shows without a meta title: the page name and the site's name
  const title = (meta: string | undefined, itemName: string | undefined) =>
    meta?.trim() || [itemName?.trim(), siteName].filter(Boolean).join(' | ');
  const count = (text: string | undefined, limit: number) => t('seo.count', { count: (text ?? '').trim().length, limit });

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(body);
      notify.done(t('saved'));
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  const { title: titleLimit, description: descriptionLimit } = contentAdmin.SNIPPET_LIMITS;
  const versions = labels.hasLocal ? (['en', 'local'] as const) : (['en'] as const);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
          <Stack gap="sm">
            {failure && <FailureAlert failure={failure} />}
            {!record.saved && (
              <Text size="sm" c="dimmed">
                {t('seo.noRecord')}
              </Text>
            )}
            {versions.map((version) => {
              const label = version === 'en' ? labels.english : labels.local;
              return (
                <Stack key={version} gap="sm">
                  <TextInput
                    label={label(t('seo.metaTitle'))}
                    description={count(values[`${version}_meta_title`], titleLimit)}
                    error={fieldError(errors[`${version}_meta_title`])}
                    {...form.register(`${version}_meta_title`)}
                  />
                  <Textarea
                    label={label(t('seo.metaDesc'))}
                    description={count(values[`${version}_meta_desc`], descriptionLimit)}
                    autosize
                    minRows={2}
                    error={fieldError(errors[`${version}_meta_desc`])}
                    {...form.register(`${version}_meta_desc`)}
                  />
                  <TextInput
                    label={label(t('seo.itemName'))}
                    error={fieldError(errors[`${version}_item_name`])}
                    {...form.register(`${version}_item_name`)}
                  />
                </Stack>
              );
            })}
            <TextInput label={t('seo.keywords')} error={fieldError(errors.meta_keywords)} {...form.register('meta_keywords')} />
            <TextInput
              label={t('seo.canonical')}
              description={t('seo.canonicalHint')}
              placeholder={`https://${domain}${pagePath(record.page_name)}`}
              error={fieldError(errors.meta_canonical)}
              {...form.register('meta_canonical')}
            />
            <TextInput
              label={t('seo.image')}
              description={t('seo.imageHint')}
              error={fieldError(errors.meta_image_url)}
              {...form.register('meta_image_url')}
            />
            {mayCall('contentSeoSave') && (
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
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text fw={600}>{t('seo.preview')}</Text>
          <Text size="xs" c="dimmed">
            {t('seo.previewHint', { title: titleLimit, description: descriptionLimit })}
          </Text>
          <SnippetPreview
            label={t('seo.previewEnglish')}
            title={title(values.en_meta_title, values.en_item_name)}
            description={values.en_meta_desc ?? ''}
            url={url}
          />
          {labels.hasLocal && (
            <SnippetPreview
              label={t('seo.previewLocal', { language: site.language })}
              title={title(values.local_meta_title || values.en_meta_title, values.local_item_name || values.en_item_name)}
              description={values.local_meta_desc || values.en_meta_desc || ''}
              url={url}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
