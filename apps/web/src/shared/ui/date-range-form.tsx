import { type FormEvent, useState } from 'react';
import { type DateRange, todayIn } from '@/shared/lib/date-range';
import { DateField } from './date-field';
import './date-range-form.css';

export interface DateRangeFormProps {
  range: DateRange;
  onApply(range: DateRange): void;
  /** the page's own words: the form's accessible name, the two fields and the button */
  labels: { range: string; from: string; to: string; submit: string };
  /** a refusal of the applied range, shown at both fields */
  error?: string;
  /** the site's timezone: "today", the last day the pickers offer, is the site's (see todayIn) */
  timeZone?: string;
}

/**
 * The range of days a history shows. The pickers keep the end on or after the start and neither in
 * the future; the server judges the rest (the longest range) and its answer shows at the fields.
 */
export function DateRangeForm({ range, onApply, labels, error, timeZone }: DateRangeFormProps) {
  const [draft, setDraft] = useState(range);
  const today = todayIn(timeZone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.start && draft.end) onApply(draft);
  };
  return (
    <form className="card date-range-form" onSubmit={submit} aria-label={labels.range}>
      <DateField
        label={labels.from}
        name="start_date"
        value={draft.start}
        max={draft.end || today}
        required
        error={error}
        onChange={(start) => setDraft((current) => ({ ...current, start }))}
      />
      <DateField
        label={labels.to}
        name="end_date"
        value={draft.end}
        min={draft.start || undefined}
        max={today}
        required
        error={error}
        onChange={(end) => setDraft((current) => ({ ...current, end }))}
      />
      <button type="submit" className="button button-primary">
        {labels.submit}
      </button>
    </form>
  );
}
