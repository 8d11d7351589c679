import { DATE_FORMATS } from '@wl/contract';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/shared/ui/date-field';
import type { DateRange } from '../lib/date-range';

export interface DateRangeFormProps {
  range: DateRange;
  onApply(range: DateRange): void;
  /** a refusal of the applied range, shown at both fields */
  error?: string;
}

/**
 * The range of days to show. The pickers keep the end on or after the start and neither in the
 * future; the server judges the rest (the longest range) and its answer shows at the fields.
 */
export function DateRangeForm({ range, onApply, error }: DateRangeFormProps) {
  const { t } = useTranslation('pages');
  const [draft, setDraft] = useState(range);
  const today = dayjs().format(DATE_FORMATS.date);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.start && draft.end) onApply(draft);
  };
  return (
    <form className="card bet-range" onSubmit={submit} aria-label={t('betHistory.range')}>
      <DateField
        label={t('betHistory.from')}
        name="start_date"
        value={draft.start}
        max={draft.end || today}
        required
        error={error}
        onChange={(start) => setDraft((current) => ({ ...current, start }))}
      />
      <DateField
        label={t('betHistory.to')}
        name="end_date"
        value={draft.end}
        min={draft.start || undefined}
        max={today}
        required
        error={error}
        onChange={(end) => setDraft((current) => ({ ...current, end }))}
      />
      <button type="submit" className="button button-primary">
        {t('betHistory.show')}
      </button>
    </form>
  );
}
