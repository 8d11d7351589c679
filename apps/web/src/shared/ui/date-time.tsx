import { formatDateTime } from '@/shared/lib/dates';

/** A moment in the date picker's datetime format (spec-coverage S9.8), machine-readable too. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
