import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { backoffice, type Failure } from '@wl/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CallRequest, failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { RoleField } from '@/shared/forms/role-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useUpdateStaff } from '../api/update-staff';
import { SitesField } from './sites-field';

type Update = CallRequest<'staffUpdate'>;
type Changes = Omit<Update, 'staff_id' | 'reason'>;

function sameSites(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  const sorted = [...b].sort((x, y) => x - y);
  return a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === sorted[index]);
}

/**
 * What the form changed, and only that: the server ends a member's sessions when their role or
 * sites are in the request, so an unchanged role must not be sent.
 */
export function changesOf(member: backoffice.StaffMember, values: Update): Changes {
  const changes: Changes = {};
  if (values.display_name !== undefined && values.display_name !== member.display_name)
    changes.display_name = values.display_name;
  if (values.role !== undefined && values.role !== member.role) changes.role = values.role;
  if (values.site_ids !== undefined && !sameSites(values.site_ids, member.site_ids)) changes.site_ids = values.site_ids;
  if (values.status !== undefined && values.status !== member.status) changes.status = values.status;
  return changes;
}

/** A member's name, role, sites and status, changed with a reason. */
export function EditMemberForm({ member, onDone }: { member: backoffice.StaffMember; onDone(): void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const update = useUpdateStaff();
  const form = useContractForm(backoffice.staffUpdateRequest, {
    staff_id: member.id,
    display_name: member.display_name,
    role: member.role,
    site_ids: member.site_ids,
    status: member.status,
    reason: '',
  });
  const [failure, setFailure] = useState<Failure>();
  const [unchanged, setUnchanged] = useState(false);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const changes = changesOf(member, values);
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    try {
      await update.mutateAsync({ staff_id: member.id, reason: values.reason, ...changes });
      onDone();
    } catch (error) {
      const refused = failureOf(error);
      if (refused.message === 'roleNotAssignable' || (refused.message === 'lastOwner' && changes.role !== undefined)) {
        form.setError('role', { type: 'server', message: refused.message }, { shouldFocus: true });
      } else if (refused.message === 'lastOwner') {
        form.setError('status', { type: 'server', message: refused.message }, { shouldFocus: true });
      } else if (refused.message === 'siteNotFound') {
        form.setError('site_ids', { type: 'server', message: refused.message });
      } else if (!showServerFieldErrors(form, refused)) {
        setFailure(refused);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        {unchanged && (
          <Alert color="yellow" variant="light" role="status">
            {t('staff.nothingChanged')}
          </Alert>
        )}
        <TextInput label={t('staff.displayName')} error={fieldError(errors.display_name)} {...form.register('display_name')} />
        <RoleField error={fieldError(errors.role)} {...form.register('role')} />
        {member.operator_id !== null && (
          <Controller
            control={form.control}
            name="site_ids"
            render={({ field, fieldState }) => (
              <SitesField value={field.value ?? null} onChange={field.onChange} error={fieldError(fieldState.error)} />
            )}
          />
        )}
        <NativeSelect
          label={t('staff.status')}
          description={t('staff.statusHint')}
          data={[
            { value: 'active', label: t('staff.active') },
            { value: 'disabled', label: t('staff.disabled') },
          ]}
          error={fieldError(errors.status)}
          {...form.register('status')}
        />
        <ReasonField required data-autofocus error={fieldError(errors.reason)} {...form.register('reason')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('staff.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
