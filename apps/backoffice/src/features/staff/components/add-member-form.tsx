import { Button, Group, Stack, TextInput } from '@mantine/core';
import { assignableRoles, backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { OperatorField, operatorIdOf } from '@/shared/forms/operator-field';
import { ReasonField } from '@/shared/forms/reason-field';
import { RoleField } from '@/shared/forms/role-field';
import { useMember } from '@/shared/session/member';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useCreateStaff } from '../api/create-staff';
import { PasswordWithGenerator } from './password-with-generator';
import { SitesField } from './sites-field';

const schema = blankAsAbsent(backoffice.staffCreateRequest, ['reason']);

/** The failures that concern one field of the form, shown on it. */
const FIELD_OF_FAILURE = {
  usernameTaken: 'username',
  roleNotAssignable: 'role',
  siteNotFound: 'site_ids',
  operatorNotFound: 'operator_id',
} as const;

/**
 * A new member: username, name, role (those the signed-in member may give), sites, and a first
 * password they must change. Platform staff choose the operator the member works for.
 */
export function AddMemberForm({ onDone }: { onDone(member: backoffice.StaffMember): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const member = useMember();
  const create = useCreateStaff();
  const onPlatform = member.operator === null;
  const form = useContractForm(schema, {
    username: '',
    display_name: '',
    role: assignableRoles(member.role).at(-1),
    site_ids: null,
    password: '',
    reason: '',
  });
  const [failure, setFailure] = useState<Failure>();
  const errors = form.formState.errors;
  // A platform-level member (no operator) works across every site: there is nothing to pick.
  const platformLevel = onPlatform && form.watch('operator_id') === undefined;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onDone((await create.mutateAsync({ ...values, site_ids: platformLevel ? null : values.site_ids })).value);
    } catch (error) {
      const refused = failureOf(error);
      const field = FIELD_OF_FAILURE[refused.message as keyof typeof FIELD_OF_FAILURE];
      if (field) form.setError(field, { type: 'server', message: refused.message }, { shouldFocus: true });
      else if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        {onPlatform && (
          <OperatorField error={fieldError(errors.operator_id)} {...form.register('operator_id', { setValueAs: operatorIdOf })} />
        )}
        <TextInput
          label={t('staff.username')}
          description={t('staff.usernameHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
          error={fieldError(errors.username)}
          {...form.register('username')}
        />
        <TextInput label={t('staff.displayName')} error={fieldError(errors.display_name)} {...form.register('display_name')} />
        <RoleField required error={fieldError(errors.role)} {...form.register('role')} />
        {!platformLevel && (
          <Controller
            control={form.control}
            name="site_ids"
            render={({ field, fieldState }) => (
              <SitesField value={field.value ?? null} onChange={field.onChange} error={fieldError(fieldState.error)} />
            )}
          />
        )}
        <PasswordWithGenerator
          label={t('staff.firstPassword')}
          error={fieldError(errors.password)}
          onGenerate={(password) => form.setValue('password', password, { shouldValidate: form.formState.isSubmitted })}
          field={form.register('password')}
        />
        <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('staff.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
