import { Alert, Button, Stack } from '@mantine/core';
import { backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { PasswordField } from '@/shared/forms/password-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useChangePassword } from '../api/change-password';

/** Current and new password; what the server refuses is shown on the field it concerns. */
export function ChangePasswordForm({ onChanged }: { onChanged?(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const changePassword = useChangePassword();
  const form = useContractForm(backoffice.changePasswordRequest, { current_password: '', new_password: '' });
  const [failure, setFailure] = useState<Failure>();
  const [changed, setChanged] = useState(false);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setChanged(false);
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      setChanged(true);
      onChanged?.();
    } catch (error) {
      const refused = failureOf(error);
      if (refused.message === 'invalidCredentials') {
        form.setError('current_password', { type: 'server', message: 'invalidCredentials' }, { shouldFocus: true });
      } else if (!showServerFieldErrors(form, refused)) {
        setFailure(refused);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack maw={420}>
        {failure && <FailureAlert failure={failure} />}
        {changed && (
          <Alert color="green" variant="light" role="status">
            {t('password.changed')}
          </Alert>
        )}
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          required
          error={fieldError(errors.current_password)}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('password.new')}
          description={t('password.newHint')}
          autoComplete="new-password"
          required
          error={fieldError(errors.new_password)}
          {...form.register('new_password')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
