import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { fields, receivingAccounts } from '@wl/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/call';
import { LOCALES } from '@/shared/i18n';
import { useAddBankName } from '../api/add-bank-name';
import { useBankNames } from '../api/list-bank-names';
import type { DepositMethod } from '../api/list-receiving-accounts';

/** Option values: a listed name's, or the one that adds the typed name to the list. */
const NAME_OPTION = 'name:';
const ADD_OPTION = 'add';

/** A country's name in the member's language ("PH": Philippines, 菲律宾), or its code where the browser has none. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(LOCALES[language === 'CN' ? 'CN' : 'EN'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface BankNameFieldProps {
  siteId: number;
  method: DepositMethod;
  value: string;
  onChange(name: string): void;
  onBlur(): void;
  /** the field's error text, the form's or the adding's */
  error?: string;
  /** adding the typed name was refused: its message key */
  onAddRefused(key: string): void;
  ref?: React.Ref<HTMLInputElement>;
}

/**
 * The bank or e-wallet, chosen from the list of the site's country for the method by typing to
 * search (a name off the list is refused by the server). A name the list lacks is offered as an
 * option of its own that adds it to the operator's list and chooses it.
 */
export function BankNameField({ siteId, method, value, onChange, onBlur, error, onAddRefused, ref }: BankNameFieldProps) {
  const { t, i18n } = useTranslation();
  const bankNames = useBankNames(siteId, method);
  const addBankName = useAddBankName();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value);

  const names = bankNames.data?.value.map((bankName) => bankName.name) ?? [];
  const typed = search.trim();
  const exact = names.find((name) => name.toLowerCase() === typed.toLowerCase());
  const shown = exact ? names : names.filter((name) => name.toLowerCase().includes(typed.toLowerCase()));

  const choose = (name: string) => {
    onChange(name);
    setSearch(name);
    combobox.closeDropdown();
  };

  const add = async () => {
    combobox.closeDropdown();
    const checked = receivingAccounts.bankNamesAddRequest.shape.name.safeParse(typed);
    if (!checked.success) {
      onAddRefused(fields.issueKey(checked.error.issues[0] ?? { code: 'custom', message: 'invalid' }));
      return;
    }
    try {
      const { value: added } = await addBankName.mutateAsync({ site_id: siteId, method, name: checked.data });
      choose(added.name);
    } catch (refused) {
      const failure = failureOf(refused);
      onAddRefused(failure.errors?.[0]?.key ?? failure.message);
    }
  };

  const listError = bankNames.isError ? t('receivingAccounts.form.bankNamesFailed') : undefined;
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => (option === ADD_OPTION ? void add() : choose(option.slice(NAME_OPTION.length)))}
      withinPortal={false}
    >
      <Combobox.Target>
        <InputBase
          ref={ref}
          label={t(`receivingAccounts.form.bankName.${method}`)}
          description={
            bankNames.data &&
            t('receivingAccounts.form.bankNameHint', { country: countryName(bankNames.data.country, i18n.language) })
          }
          required
          value={search}
          error={error ?? listError}
          rightSection={bankNames.isPending || addBankName.isPending ? <Loader size="xs" /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            // A listed name typed in full counts as chosen; anything else goes back to the chosen one.
            if (exact && exact !== value) onChange(exact);
            setSearch(exact ?? value);
            onBlur();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {shown.map((name) => (
            <Combobox.Option value={`${NAME_OPTION}${name}`} key={name} active={name === value}>
              {name}
            </Combobox.Option>
          ))}
          {bankNames.isSuccess && shown.length === 0 && !typed && (
            <Combobox.Empty>{t('receivingAccounts.form.noMatch')}</Combobox.Empty>
          )}
          {bankNames.isSuccess && typed && !exact && (
            <Combobox.Option value={ADD_OPTION} fw={600}>
              {t('receivingAccounts.form.addBankName', { name: typed })}
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
