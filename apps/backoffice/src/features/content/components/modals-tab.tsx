import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
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
import { QueryState } from '@/shared/ui/query-state';
import { useModals } from '../api/get-modals';
import { useSaveModal } from '../api/save-modal';
import type { Site } from './content-page';
import { useLanguageLabels } from './language-fields';

type SiteModal = contentAdmin.SiteModal;
type SaveInput = z.input<typeof contentAdmin.contentModalsSaveRequest>;
type SaveOutput = z.output<typeof contentAdmin.contentModalsSaveRequest>;
const saveSchema = blankAsAbsent(contentAdmin.contentModalsSaveRequest, ['reason']);

/** The first-visit messages' texts, a card each, with whether the site shows it. */
export function ModalsTab({ site }: { site: Site }) {
  const modals = useModals(site.id);
  return (
    <QueryState query={modals}>
      {(data) => (
        <Stack gap="lg">
          {contentAdmin.SITE_MODALS.map((modal) => (
            <ModalCard
              key={`${modal}:${JSON.stringify(data.value[modal])}`}
              site={site}
              modal={modal}
              texts={data.value[modal]}
              shown={modal === 'announcement' ? data.show_announcement : data.show_app_download}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function ModalCard({
  site,
  modal,
  texts,
  shown,
}: {
  site: Site;
  modal: SiteModal;
  texts: contentAdmin.ModalTexts;
  shown: boolean;
}) {
  const { t } = useTranslation('content');
  const notify = useNotify();
  const labels = useLanguageLabels(site);
  const fieldError = useFieldErrorText();
  const mayCall = useMayCall();
  const save = useSaveModal();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, { site_id: site.id, modal, ...texts, reason: '' });
  const errors = form.formState.errors;
  const titleId = `modal-${modal}-title`;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(values);
      notify.done(t('saved'));
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  const versions = labels.hasLocal ? (['en', 'local'] as const) : (['en'] as const);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} fz="h4" id={titleId}>
                {t(`modals.${modal}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`modals.${modal}Hint`)} {t('modals.defaultsHint')}
              </Text>
            </Stack>
            <Badge variant="light" color={shown ? 'green' : 'gray'} miw="fit-content">
              {t(shown ? 'modals.on' : 'modals.off')}
            </Badge>
          </Group>
          {failure && <FailureAlert failure={failure} />}
          <SimpleGrid cols={{ base: 1, md: versions.length }}>
            {versions.map((version) => {
              const label = version === 'en' ? labels.english : labels.local;
              return (
                <Stack key={version} gap="sm">
                  <TextInput
                    label={label(t('modals.modalTitle'))}
                    error={fieldError(errors[`${version}_title`])}
                    {...form.register(`${version}_title`)}
                  />
                  <Textarea
                    label={label(t('modals.body'))}
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
          {mayCall('contentModalsSave') && (
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
    </Card>
  );
}
