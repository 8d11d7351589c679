import { useSearchParams } from 'react-router';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day typed in a date field (YYYY-MM-DD) as the instant it starts or ends in the member's time zone. */
export function dayBoundary(day: string, end: 'start' | 'end'): string | undefined {
  if (!DATE.test(day)) return undefined;
  const instant = new Date(`${day}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** The search's first and last day, kept in the URL (`from`, `to`) beside the table's own parameters. */
export function useDateRange(): [{ from: string; to: string }, (name: 'from' | 'to', day: string) => void] {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const set = (name: 'from' | 'to', day: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (day) updated.set(name, day);
      else updated.delete(name);
      // Other days, other rows: back to the first page.
      updated.delete('page');
      return updated;
    });
  };
  return [{ from: read('from'), to: read('to') }, set];
}
