import type { BankAccount } from '@wl/contract/lite';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/forms/field';

export interface BankAccountSelectProps {
  id: string;
  label: string;
  accounts: readonly BankAccount[];
  /** the form's bank_account_id: the chosen account's id, '' for none yet */
  registration: UseFormRegisterReturn<'bank_account_id'>;
  error?: string;
}

/** One of the player's bank accounts: the bank, the holder and the masked number tell them apart. */
export function BankAccountSelect({ id, label, accounts, registration, error }: BankAccountSelectProps) {
  const { t } = useTranslation('pages');
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} {...registration} required>
          <option value="" disabled>
            {t('wallet.chooseAccount')}
          </option>
          {accounts.map((account) => (
            <option key={account.bank_account_id} value={account.bank_account_id}>
              {`${account.bank_name} · ${account.holder_name} · ${account.account_number}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
