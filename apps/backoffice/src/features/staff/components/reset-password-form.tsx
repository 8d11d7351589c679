import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useResetPassword } from '../api/reset-password';
import { PasswordWithGenerator } from './password-with-generator';

/**
 * A password for a member to change at their next sign-in. Once set, it is shown with a copy
 * button to pass on, and the screen says that the member must change it and was signed out.
 */
export function ResetPasswordForm({ member, onDone }: { member: backoffice.StaffMember; onDone(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const reset = useResetPassword();
  const form = useContractForm(backoffice.staffResetPasswordRequest, { staff_id: member.id, new_password: '', reason: '' });
  const [failure, setFailure] = useState<Failure>();
  const [given, setGiven] = useState<string>();
  const errors = form.formState.errors;
  const name = member.display_name || member.username;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await reset.mutateAsync(values);
      setGiven(values.new_password);
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  if (given !== undefined) {
    return (
      <Stack>
        <Alert color="green" variant="light" role="status">
          {t('staff.passwordSet', { name })}
        </Alert>
        <Text size="sm">{t('staff.passOnPassword', { username: member.username })}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md" style={{ userSelect: 'all', overflowWrap: 'anywhere' }}>
            {given}
          </Code>
          <CopyButton value={given}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onDone} data-autofocus>
            {t('staff.done')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        <Text size="sm">{t('staff.resetPasswordIntro', { name })}</Text>
        {failure && <FailureAlert failure={failure} />}
        <PasswordWithGenerator
          label={t('staff.newPassword')}
          error={fieldError(errors.new_password)}
          onGenerate={(password) => form.setValue('new_password', password, { shouldValidate: form.formState.isSubmitted })}
          field={form.register('new_password')}
        />
        <ReasonField required error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('staff.resetPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
