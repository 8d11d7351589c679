import { Button, Stack, TextInput } from '@mantine/core';
import { backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import type { Member } from '@/shared/session/member';
import { FailureAlert } from '@/shared/ui/failure-alert';

/**
 * The 6-digit code, for the second step of sign-in and to confirm an enrolment. A wrong code is
 * said on the field, which empties for the next one; a challenge that expired goes back to the
 * password (onExpired).
 */
export function CodeStep({
  submitLabel,
  send,
  onSignedIn,
  onExpired,
}: {
  submitLabel: string;
  send(code: string): Promise<{ me: Member }>;
  onSignedIn(member: Member): void;
  onExpired(failure: Failure): void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const form = useContractForm(backoffice.totpRequest, { code: '' });
  const [failure, setFailure] = useState<Failure>();

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      onSignedIn((await send(code)).me);
    } catch (error) {
      const refused = failureOf(error);
      if (refused.message === 'sessionExpired') return onExpired(refused);
      form.resetField('code');
      if (refused.message === 'totpInvalid') {
        form.setError('code', { type: 'server', message: 'totpInvalid' }, { shouldFocus: true });
        return;
      }
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        <TextInput
          label={t('signIn.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          autoFocus
          required
          error={fieldError(form.formState.errors.code)}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.register('code')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
