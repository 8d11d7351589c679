import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
import { FailureAlert } from '@/shared/ui/failure-alert';
import type { ContentNews } from '../api/list-news';
import { useSaveNews } from '../api/save-news';
import { BilingualBody } from './bilingual-body';
import type { Site } from './content-page';
import { useLanguageLabels } from './language-fields';

type SaveInput = z.input<typeof contentAdmin.contentNewsSaveRequest>;
type SaveOutput = z.output<typeof contentAdmin.contentNewsSaveRequest>;
const saveSchema = blankAsAbsent(contentAdmin.contentNewsSaveRequest, ['reason']);

/** A date-time as <input type="datetime-local"> shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser's local date-time as an ISO instant; what it cannot read is sent as typed, for the contract to refuse. */
function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

interface NewsFormProps {
  site: Site;
  /** none: a new article */
  article?: ContentNews;
  onSaved(article: ContentNews): void;
  onCancel(): void;
}

/** An article's title and text in both languages, its picture, date and status. */
export function NewsForm({ site, article, onSaved, onCancel }: NewsFormProps) {
  const { t } = useTranslation('content');
  const labels = useLanguageLabels(site);
  const fieldError = useFieldErrorText();
  const save = useSaveNews();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    site_id: site.id,
    news_id: article?.news_id,
    en_title: article?.en_title ?? '',
    local_title: article?.local_title ?? '',
    en_body: article?.en_body ?? '',
    local_body: article?.local_body ?? '',
    image: article?.image ?? '',
    published_at: article?.published_at ?? new Date().toISOString(),
    status: article?.status ?? 'published',
    reason: '',
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { value } = await save.mutateAsync(values);
      onSaved(value);
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack gap="md">
        {failure && <FailureAlert failure={failure} />}
        <SimpleGrid cols={{ base: 1, md: labels.hasLocal ? 2 : 1 }}>
          <TextInput
            label={labels.english(t('news.articleTitle'))}
            required
            error={fieldError(errors.en_title)}
            {...form.register('en_title')}
          />
          {labels.hasLocal && (
            <TextInput
              label={labels.local(t('news.articleTitle'))}
              error={fieldError(errors.local_title)}
              {...form.register('local_title')}
            />
          )}
        </SimpleGrid>
        <BilingualBody control={form.control} errors={errors} site={site} label={t('news.body')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="published_at"
            render={({ field }) => (
              <TextInput
                type="datetime-local"
                label={t('news.publishedAt')}
                description={t('news.publishedAtHint')}
                value={field.value ? toLocalInput(field.value) : ''}
                onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
                error={fieldError(errors.published_at)}
              />
            )}
          />
          <TextInput
            label={t('news.image')}
            description={t('news.imageHint')}
            error={fieldError(errors.image)}
            {...form.register('image')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="news-status-label">
                {t('news.status')}
              </Text>
              <SegmentedControl
                aria-labelledby="news-status-label"
                value={field.value ?? 'published'}
                onChange={field.onChange}
                data={[
                  { value: 'published', label: t('news.published') },
                  { value: 'hidden', label: t('news.hidden') },
                ]}
                w="fit-content"
              />
            </Stack>
          )}
        />
        {article && <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
