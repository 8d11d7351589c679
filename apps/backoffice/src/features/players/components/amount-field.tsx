import { NumberInput } from '@mantine/core';
import { CURRENCIES } from '@wl/contract';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';

/** What a typed amount is: a number, or null while the field is blank. */
function amountOf(typed: number | string): number | null {
  if (typeof typed === 'number') return typed;
  return typed.trim() === '' ? null : Number(typed);
}

/**
 * An amount in major units of the player's site currency, with at most its minor digits; blank
 * is null (no limit, or not typed yet: the request's schema says which it may be).
 */
export function AmountField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  currency,
  error,
  required,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  description?: string;
  currency: string;
  error?: string;
  required?: boolean;
}) {
  const decimals = CURRENCIES[currency as keyof typeof CURRENCIES]?.minorDigits ?? 2;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          required={required}
          value={field.value ?? ''}
          onChange={(typed) => field.onChange(amountOf(typed))}
          onBlur={field.onBlur}
          min={0}
          decimalScale={decimals}
          thousandSeparator=","
          allowNegative={false}
          hideControls
          inputMode="decimal"
          error={error}
        />
      )}
    />
  );
}
