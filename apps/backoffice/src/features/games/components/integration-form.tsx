import { Button, Group, Stack, TextInput } from '@mantine/core';
import { catalogueAdmin, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { PasswordField } from '@/shared/forms/password-field';
import { ReasonField } from '@/shared/forms/reason-field';
import { useFormatDateTime } from '@/shared/i18n/format';
import { FailureAlert } from '@/shared/ui/failure-alert';
import type { CatalogueProvider } from '../api/list-providers';
import { useSaveIntegration } from '../api/save-integration';

type SaveInput = z.input<typeof catalogueAdmin.catalogueIntegrationSaveRequest>;
type SaveOutput = z.output<typeof catalogueAdmin.catalogueIntegrationSaveRequest>;

/** A blank secret keeps the one set (the server asks for one when none is), a blank reason is none. */
const saveSchema = blankAsAbsent(catalogueAdmin.catalogueIntegrationSaveRequest, ['secret', 'reason']);

/**
 * How the installation reaches a remote provider: its launch URL and the shared secret. The secret
 * is write-only: the field starts empty and says when the current one was set.
 */
export function IntegrationForm({
  provider,
  onSaved,
  onCancel,
}: {
  provider: CatalogueProvider;
  onSaved(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(['games', 'ui']);
  const formatDateTime = useFormatDateTime();
  const fieldError = useFieldErrorText();
  const save = useSaveIntegration();
  const [failure, setFailure] = useState<Failure>();
  const integration = provider.integration;
  const form = useContractForm<SaveInput, SaveOutput>(saveSchema, {
    provider_code: provider.provider_code,
    kind: 'http',
    launch_url: integration?.launch_url ?? '',
    secret: '',
    reason: '',
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        <TextInput
          label={t('integration.launchUrl')}
          description={t('integration.launchUrlHint')}
          required
          type="url"
          autoComplete="off"
          error={fieldError(errors.launch_url)}
          {...form.register('launch_url')}
        />
        <PasswordField
          label={t('integration.secret')}
          description={
            integration
              ? t('integration.secretKept', { time: formatDateTime(integration.secret_set_at) })
              : t('integration.secretNew')
          }
          required={!integration}
          autoComplete="new-password"
          error={fieldError(errors.secret)}
          {...form.register('secret')}
        />
        <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('ui:common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('integration.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
