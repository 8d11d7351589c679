import { NumberInput, TextInput } from '@mantine/core';
import type { Failure } from '@wl/contract';
import { type Control, Controller, type FieldErrors, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/shared/forms/field-error';

const LANGUAGE_CODES = ['EN', 'CN', 'PHP', 'MMK', 'MNT', 'IDR'] as const;

/** A language code's name in the member's language; an unknown code as it is. */
export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation('engagement');
  return (code) =>
    (LANGUAGE_CODES as readonly string[]).includes(code) ? t(`languages.${code as (typeof LANGUAGE_CODES)[number]}`) : code;
}

/** An ISO date-time as a datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value as an ISO date-time; empty: null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The message of a nested field's error (rules.cap, levels.2.names.EN) as text. */
export function useNestedError<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const fieldError = useFieldErrorText();
  return (path: string) => fieldError(get(errors, path));
}

/**
 * Puts the server's field errors on the form's fields, nested ones too (rules.cap): true when any
 * field took one, so the caller shows an alert only for the rest.
 */
export function showNestedServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  failure: Failure,
): boolean {
  const known = Object.keys(form.getValues());
  const errors = (failure.errors ?? []).filter((error) => known.includes(error.field.split('.')[0] ?? ''));
  errors.forEach((error, index) => {
    form.setError(error.field as never, { type: 'server', message: error.key }, { shouldFocus: index === 0 });
  });
  return errors.length > 0;
}

interface NumberFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: string;
  label: string;
  description?: string;
  error?: string | undefined;
  decimals?: number;
  suffix?: string;
  required?: boolean;
  /** the label is said to screen readers only (a table's cell under its column's header) */
  hiddenLabel?: boolean;
  placeholder?: string;
}

/** A number of a form, typed as the contract wants it: a number, or null when it may be left empty. */
export function NumberField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
  decimals = 0,
  suffix,
  required,
  hiddenLabel = false,
  placeholder,
}: NumberFieldProps<Values>) {
  return (
    <Controller
      control={control as Control<FieldValues>}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={hiddenLabel ? undefined : label}
          aria-label={hiddenLabel ? label : undefined}
          description={description}
          required={required}
          value={field.value ?? ''}
          onChange={(typed) => {
            if (typeof typed === 'number') field.onChange(typed);
            // empty is null: undefined would put the field back to its default value
            else field.onChange(typed.trim() === '' ? null : Number(typed));
          }}
          onBlur={field.onBlur}
          decimalScale={decimals}
          thousandSeparator={decimals > 0 ? ',' : undefined}
          placeholder={placeholder}
          allowNegative={false}
          hideControls
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          suffix={suffix}
          error={error}
        />
      )}
    />
  );
}

/** A date-time field that keeps an ISO value in the form. */
export function DateTimeField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
  required,
}: Omit<NumberFieldProps<Values>, 'decimals' | 'suffix' | 'hiddenLabel' | 'placeholder'>) {
  return (
    <Controller
      control={control as Control<FieldValues>}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          type="datetime-local"
          label={label}
          description={description}
          required={required}
          value={toLocalInput(field.value)}
          onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
