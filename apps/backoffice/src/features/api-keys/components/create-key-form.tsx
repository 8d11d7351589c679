import { Button, Group, Stack, TextInput } from '@mantine/core';
import { assignableRoles, backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
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
import { useCreateApiKey } from '../api/create-api-key';

const schema = blankAsAbsent(backoffice.apiKeysCreateRequest, ['reason']);

export type CreatedKey = { value: backoffice.ApiKey; key: string };

/** A new key's name and role (platform owners: and its operator); the answer carries the key, shown next. */
export function CreateKeyForm({ onCreated }: { onCreated(created: CreatedKey): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const member = useMember();
  const create = useCreateApiKey();
  const form = useContractForm(schema, { name: '', role: assignableRoles(member.role).at(-1), reason: '' });
  const [failure, setFailure] = useState<Failure>();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { value, key } = await create.mutateAsync(values);
      onCreated({ value, key });
    } catch (error) {
      const refused = failureOf(error);
      if (refused.message === 'operatorNotFound') {
        form.setError('operator_id', { type: 'server', message: refused.message }, { shouldFocus: true });
      } else if (!showServerFieldErrors(form, refused)) {
        setFailure(refused);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        <TextInput
          label={t('apiKeys.name')}
          description={t('apiKeys.nameHint')}
          required
          data-autofocus
          error={fieldError(errors.name)}
          {...form.register('name')}
        />
        <RoleField description={t('apiKeys.roleHint')} required error={fieldError(errors.role)} {...form.register('role')} />
        {member.operator === null && (
          <OperatorField error={fieldError(errors.operator_id)} {...form.register('operator_id', { setValueAs: operatorIdOf })} />
        )}
        <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
