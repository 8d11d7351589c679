import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { backoffice, Failure } from '@wl/contract';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { useCreateOperator } from '../api/create-operator';
import { useUpdateOperator } from '../api/update-operator';
import { createOperatorForm, type TypedOperator, thresholdTexts, updateOperatorForm } from '../thresholds';
import { ThresholdsFields } from './thresholds-fields';

/** An operator's name and four-eyes thresholds: a new one (platform staff), or one changed with a reason. */
export function OperatorForm({ operator, onDone }: { operator?: backoffice.Operator; onDone(name: string): void }) {
  return operator ? <UpdateOperatorForm operator={operator} onDone={onDone} /> : <CreateOperatorForm onDone={onDone} />;
}

function CreateOperatorForm({ onDone }: { onDone(name: string): void }) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const form = useContractForm(createOperatorForm, {
    name: '',
    adjustment_approval_over: thresholdTexts({}),
    withdrawal_approval_over: thresholdTexts({}),
    reason: '',
  });
  return (
    <OperatorFields
      form={form}
      send={async (request) => onDone((await create.mutateAsync(request)).value.name)}
      submitLabel={t('operators.create')}
    />
  );
}

function UpdateOperatorForm({ operator, onDone }: { operator: backoffice.Operator; onDone(name: string): void }) {
  const { t } = useTranslation();
  const update = useUpdateOperator();
  const form = useContractForm(updateOperatorForm, {
    operator_id: operator.id,
    name: operator.name,
    adjustment_approval_over: thresholdTexts(operator.adjustment_approval_over),
    withdrawal_approval_over: thresholdTexts(operator.withdrawal_approval_over),
    reason: '',
  });
  return (
    <OperatorFields
      form={form}
      send={async (request) => onDone((await update.mutateAsync(request)).value.name)}
      submitLabel={t('operators.save')}
      reasonRequired
    />
  );
}

/** The fields both forms share; a name already taken is said on the name, other refusals above the fields. */
function OperatorFields<Form extends TypedOperator & FieldValues, Request>({
  form,
  send,
  submitLabel,
  reasonRequired = false,
}: {
  form: UseFormReturn<Form, unknown, Request>;
  send(request: Request): Promise<void>;
  submitLabel: string;
  reasonRequired?: boolean;
}) {
  const fieldError = useFieldErrorText();
  const [failure, setFailure] = useState<Failure>();
  const errors = form.formState.errors;
  const field = (name: keyof TypedOperator) => name as Path<Form>;

  const submit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    try {
      await send(request);
    } catch (error) {
      const refused = failureOf(error);
      if (refused.message === 'operatorNameTaken') {
        form.setError(field('name'), { type: 'server', message: refused.message }, { shouldFocus: true });
      } else if (!showServerFieldErrors(form, refused)) {
        setFailure(refused);
      }
    }
  });

  const { t } = useTranslation();
  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        <TextInput
          label={t('operators.name')}
          required
          data-autofocus={!reasonRequired || undefined}
          error={fieldError(form.getFieldState(field('name'), form.formState).error)}
          {...form.register(field('name'))}
        />
        <ThresholdsFields register={form.register} errors={errors} />
        <ReasonField
          required={reasonRequired}
          data-autofocus={reasonRequired || undefined}
          error={fieldError(form.getFieldState(field('reason'), form.formState).error)}
          {...form.register(field('reason'))}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
