import { Controller, useWatch } from 'react-hook-form';
import { ContractForm, checkResolver, type FormCheck, useContractForm } from '@/shared/forms/contract-form';
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

type RangeValues = { start: string; end: string };

/** Both days are required: the browser's own check says so at the pickers, and a range without them is not applied. */
const rangeRules = checkResolver(
  (values: RangeValues): FormCheck<RangeValues, DateRange | null> => ({
    ok: true,
    data: values.start && values.end ? { start: values.start, end: values.end } : null,
  }),
);

/**
 * The range of days a history shows. The pickers keep the end on or after the start and neither in
 * the future; the server judges the rest (the longest range) and its answer shows at the fields.
 */
export function DateRangeForm({ range, onApply, labels, error, timeZone }: DateRangeFormProps) {
  const form = useContractForm(rangeRules, { start: range.start, end: range.end });
  const [start, end] = useWatch({ control: form.control, name: ['start', 'end'] });
  const today = todayIn(timeZone);
  return (
    <ContractForm
      form={form}
      onSubmit={(chosen) => {
        if (chosen) onApply(chosen);
        return undefined;
      }}
      // The pickers' own required check speaks here: nothing to explain beyond it.
      noValidate={false}
      className="card date-range-form"
      fieldsetClassName="date-range-fields"
      aria-label={labels.range}
    >
      <Controller
        control={form.control}
        name="start"
        render={({ field }) => (
          <DateField
            label={labels.from}
            name="start_date"
            value={field.value}
            max={end || today}
            required
            error={error}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="end"
        render={({ field }) => (
          <DateField
            label={labels.to}
            name="end_date"
            value={field.value}
            min={start || undefined}
            max={today}
            required
            error={error}
            onChange={field.onChange}
          />
        )}
      />
      <button type="submit" className="button button-primary">
        {labels.submit}
      </button>
    </ContractForm>
  );
}
