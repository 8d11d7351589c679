import { DATE_FORMATS } from '@wl/contract/lite';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useId } from 'react';
import { dayjs } from '@/shared/lib/localized-dayjs';
import './date-field.css';

dayjs.extend(customParseFormat);

export type DateFieldMode = keyof typeof DATE_FORMATS;

/**
 * The browser's own pickers are used: they are accessible, localised and native on mobile. Their
 * values have fixed shapes (a "T" between date and time; seconds left out when zero and
 * milliseconds added by some engines), so values are exchanged with the rest of the app in
 * DATE_FORMATS and converted here.
 */
const NATIVE: Record<DateFieldMode, { type: string; format: string; accepts: string[] }> = {
  date: { type: 'date', format: 'YYYY-MM-DD', accepts: ['YYYY-MM-DD'] },
  datetime: {
    type: 'datetime-local',
    format: 'YYYY-MM-DD[T]HH:mm:ss',
    accepts: ['YYYY-MM-DD[T]HH:mm:ss', 'YYYY-MM-DD[T]HH:mm', 'YYYY-MM-DD[T]HH:mm:ss.SSS'],
  },
  time: { type: 'time', format: 'HH:mm:ss', accepts: ['HH:mm:ss', 'HH:mm', 'HH:mm:ss.SSS'] },
};

/** A value in DATE_FORMATS as the native input's value; empty when it is not a valid value of that format. */
export function toNativeValue(mode: DateFieldMode, value: string): string {
  const parsed = dayjs(value, DATE_FORMATS[mode], true);
  return parsed.isValid() ? parsed.format(NATIVE[mode].format) : '';
}

/** The native input's value in DATE_FORMATS; empty for an empty or incomplete input. */
export function fromNativeValue(mode: DateFieldMode, nativeValue: string): string {
  for (const format of NATIVE[mode].accepts) {
    const parsed = dayjs(nativeValue, format, true);
    if (parsed.isValid()) return parsed.format(DATE_FORMATS[mode]);
  }
  return '';
}

export interface DateFieldProps {
  label: string;
  /** in DATE_FORMATS[mode]: YYYY-MM-DD, YYYY-MM-DD HH:mm:ss or HH:mm:ss; "" for none */
  value: string;
  onChange: (value: string) => void;
  mode?: DateFieldMode;
  name?: string;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string;
}

/** A labelled date, date-and-time or time field whose value travels in the date picker's formats (spec-coverage S9.8). */
export function DateField({
  label,
  value,
  onChange,
  mode = 'date',
  name,
  min,
  max,
  required,
  disabled,
  hint,
  error,
}: DateFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={NATIVE[mode].type}
        // Seconds are part of the datetime and time formats, so the pickers offer them.
        step={mode === 'date' ? undefined : 1}
        value={toNativeValue(mode, value)}
        min={min ? toNativeValue(mode, min) || undefined : undefined}
        max={max ? toNativeValue(mode, max) || undefined : undefined}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(fromNativeValue(mode, event.target.value))}
      />
      {hint && (
        <p id={hintId} className="date-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="date-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
