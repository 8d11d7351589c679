import { Button, Group, type MantineColor, Modal, Stack } from '@mantine/core';
import type { Failure } from '@wl/contract';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { blankAsAbsent } from './blank-fields';
import { showServerFieldErrors, useContractForm } from './contract-form';
import { useFieldErrorText } from './field-error';
import { ReasonField } from './reason-field';

interface ReasonDialogProps<Input extends FieldValues, Output> {
  opened: boolean;
  onClose(): void;
  title: string;
  /** what the action does, said before the member confirms it */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: MantineColor;
  /** the call's request schema: it decides whether the reason is required */
  schema: z.ZodType<Output, Input>;
  /** the request's other fields, fixed by what the dialog is about */
  body: Omit<Input, 'reason'>;
  /** sends the request; the dialog closes when it succeeds and shows the failure when not */
  onConfirm(request: Output): Promise<unknown>;
}

/**
 * A confirmation with a reason for the audit log, checked with the call's own request schema:
 * revoking a key, resetting two-step verification, deciding an approval.
 */
export function ReasonDialog<Input extends FieldValues, Output>(props: ReasonDialogProps<Input, Output>) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm<Input extends FieldValues, Output>({
  onClose,
  children,
  confirmLabel,
  confirmColor,
  schema,
  body,
  onConfirm,
}: ReasonDialogProps<Input, Output>) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  // Without a reason the request either passes (the reason is optional) or the schema asks for one.
  const required = !schema.safeParse(body).success;
  const form = useContractForm(blankAsAbsent(schema, ['reason']), { ...body, reason: '' } as DefaultValues<Input>);
  const [failure, setFailure] = useState<Failure>();

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      await onConfirm(request);
      onClose();
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {children}
        {failure && <FailureAlert failure={failure} />}
        <ReasonField
          required={required}
          data-autofocus
          error={fieldError(form.getFieldState('reason' as Path<Input>, form.formState).error)}
          {...form.register('reason' as Path<Input>)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={confirmColor} loading={form.formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
