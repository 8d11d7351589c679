import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { PasswordField } from '@/shared/forms/password-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useSignIn } from '../api/sign-in';

type SignInAnswer = Awaited<ReturnType<ReturnType<typeof useSignIn>['mutateAsync']>>;

/** Username and password; a wrong pair, a lock or a rate limit is said above the fields. */
export function PasswordStep({ notice, onAnswer }: { notice?: string; onAnswer(answer: SignInAnswer): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const signIn = useSignIn();
  const form = useContractForm(backoffice.signInRequest, { username: '', password: '' });
  const [failure, setFailure] = useState<Failure>();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onAnswer(await signIn.mutateAsync(values));
    } catch (error) {
      const refused = failureOf(error);
      if (showServerFieldErrors(form, refused)) return;
      setFailure(refused);
      form.resetField('password');
      form.setFocus('password');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        {notice && !failure && (
          <Alert color="yellow" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <TextInput
          label={t('signIn.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          required
          error={fieldError(errors.username)}
          {...form.register('username')}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
