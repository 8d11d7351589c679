import type { BankAccount } from '@wl/contract/lite';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/forms/field';

export interface BankAccountSelectProps {
  id: string;
  label: string;
  accounts: readonly BankAccount[];
  /** the chosen account's id, '' for none yet */
  value: string;
  onChange(value: string): void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One of the player's bank accounts: the bank, the holder and the masked number tell them apart. */
export function BankAccountSelect({ id, label, accounts, value, onChange, error, selectRef }: BankAccountSelectProps) {
  const { t } = useTranslation('pages');
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          name="bank_account_id"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
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
