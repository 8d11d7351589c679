import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { CURRENCIES, type Failure, receivingAccounts } from '@wl/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf } from '@/shared/api/call';
import { blankAsAbsent } from '@/shared/forms/blank-fields';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useFieldErrorText } from '@/shared/forms/field-error';
import { ReasonField } from '@/shared/forms/reason-field';
import { FailureAlert } from '@/shared/ui/failure-alert';
import type { DepositMethod, ReceivingAccount } from '../api/list-receiving-accounts';
import { useSaveReceivingAccount } from '../api/save-receiving-account';
import { BankNameField } from './bank-name-field';
import { QrImageField } from './qr-image-field';

type SaveInput = z.input<typeof receivingAccounts.receivingAccountsSaveRequest>;

/** The save call's rules, with a blank reason sent as none (it is optional). */
const saveSchema = blankAsAbsent(receivingAccounts.receivingAccountsSaveRequest, ['reason']);

/** A limit field's value: a number, or null when left empty (no limit of the account's own). */
function limitOf(typed: number | string): number | null {
  if (typeof typed === 'number') return typed;
  return typed.trim() === '' ? null : Number(typed);
}

interface AccountFormProps {
  siteId: number;
  method: DepositMethod;
  /** the site currency the limits are in */
  currency: string;
  /** the account to change; none: a new one, last in its method's list */
  account?: ReceivingAccount;
  onSaved(account: ReceivingAccount): void;
  onCancel(): void;
}

/**
 * A receiving account's fields, checked with the save call's own schema; what the server refuses
 * is shown on the field it names (an unknown bank name, a QR image whose bytes are not its type),
 * anything else above the form.
 */
export function AccountForm({ siteId, method, currency, account, onSaved, onCancel }: AccountFormProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const save = useSaveReceivingAccount();
  const [failure, setFailure] = useState<Failure>();
  const form = useContractForm<SaveInput, z.output<typeof receivingAccounts.receivingAccountsSaveRequest>>(saveSchema, {
    site_id: siteId,
    receiving_account_id: account?.receiving_account_id,
    method,
    bank_name: account?.bank_name ?? '',
    account_name: account?.account_name ?? '',
    account_number: account?.account_number ?? '',
    min_amount: account?.min_amount ?? null,
    max_amount: account?.max_amount ?? null,
    enabled: account?.enabled ?? true,
    qr_image: undefined,
    reason: '',
  });
  const errors = form.formState.errors;
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { value } = await save.mutateAsync(values);
      onSaved(value);
    } catch (error) {
      const refused = failureOf(error);
      if (!showServerFieldErrors(form, refused)) setFailure(refused);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.formState.isSubmitting}>
      <Stack>
        {failure && <FailureAlert failure={failure} />}
        <Controller
          control={form.control}
          name="bank_name"
          render={({ field }) => (
            <BankNameField
              ref={field.ref}
              siteId={siteId}
              method={method}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(errors.bank_name)}
              onAddRefused={(key) => form.setError('bank_name', { type: 'server', message: key }, { shouldFocus: true })}
            />
          )}
        />
        <TextInput
          label={t('receivingAccounts.accountName')}
          required
          autoComplete="off"
          error={fieldError(errors.account_name)}
          {...form.register('account_name')}
        />
        <TextInput
          label={t('receivingAccounts.accountNumber')}
          description={t(`receivingAccounts.form.accountNumberHint.${method}`)}
          required
          autoComplete="off"
          error={fieldError(errors.account_number)}
          {...form.register('account_number')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(['min_amount', 'max_amount'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  name={field.name}
                  label={t(name === 'min_amount' ? 'receivingAccounts.form.minAmount' : 'receivingAccounts.form.maxAmount', {
                    currency,
                  })}
                  description={t('receivingAccounts.form.limitsHint')}
                  value={field.value ?? ''}
                  onChange={(typed) => field.onChange(limitOf(typed))}
                  onBlur={field.onBlur}
                  min={0}
                  decimalScale={decimals}
                  thousandSeparator=","
                  allowNegative={false}
                  hideControls
                  inputMode="decimal"
                  error={fieldError(errors[name])}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="qr_image"
          render={({ field }) => (
            <QrImageField
              value={field.value}
              onChange={(next) => {
                form.clearErrors('qr_image');
                field.onChange(next);
              }}
              saved={account}
              bankName={form.watch('bank_name') || t(`receivingAccounts.form.bankName.${method}`)}
              error={fieldError(errors.qr_image)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              label={t('receivingAccounts.form.enabled')}
              description={t('receivingAccounts.form.enabledHint')}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        {account && <ReasonField error={fieldError(errors.reason)} {...form.register('reason')} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('receivingAccounts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
