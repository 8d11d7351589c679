import { TIME_OUT_HOURS, type TimeOutHours } from '@wl/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { ContractForm, checkResolver, type FormCheck, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useTakeTimeOut } from '../api/take-time-out';
import { SaveResult } from './save-result';

type LengthChoice = { hours: string };

/** The chosen length as the call takes it, one of the contract's. */
const lengthRules = checkResolver(
  (values: LengthChoice): FormCheck<LengthChoice, TimeOutHours> => ({
    ok: true,
    data: TIME_OUT_HOURS.find((option) => String(option) === values.hours) ?? TIME_OUT_HOURS[0],
  }),
);

/**
 * A break of one of the contract's lengths, 24 hours to 6 weeks (what the responsible-gaming text
 * promises): confirmed first, since it logs the player out and cannot be cut short.
 */
export function TimeOutCard() {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const timeOut = useTakeTimeOut();
  const form = useContractForm(lengthRules, { hours: String(TIME_OUT_HOURS[0]) });
  const [failure, setFailure] = useState('');
  const lengthOf = (option: TimeOutHours) => t(`protection.timeOut.lengths.${option}`);

  async function submit(hours: TimeOutHours): Promise<undefined> {
    setFailure('');
    const length = lengthOf(hours);
    const answer = await showDialog({
      icon: 'warning',
      title: t('protection.timeOut.confirmTitle', { length }),
      text: t('protection.timeOut.confirmText'),
      showCancelButton: true,
      confirmButtonText: t('protection.timeOut.confirm'),
      cancelButtonText: t('protection.cancel'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      const until = await timeOut.mutateAsync(hours);
      toast.success(t('protection.timeOut.started', { until: formatDateTime(until) }), { duration: Number.POSITIVE_INFINITY });
    } catch (error) {
      setFailure(errorText(failureOf(error)?.message, t));
    }
  }

  return (
    <section className="card protection-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('protection.timeOut.title')}</h3>
      <p className="muted">
        {t('protection.timeOut.intro', { shortest: lengthOf(TIME_OUT_HOURS[0]), longest: lengthOf(TIME_OUT_HOURS.at(-1)!) })}
      </p>
      {/* Busy once the break is being taken, not while its warning is open. */}
      <ContractForm form={form} onSubmit={submit} pending={timeOut.isPending}>
        <Field id={`${id}-length`} label={t('protection.timeOut.length')}>
          {(control) => (
            <select {...control} {...form.register('hours')}>
              {TIME_OUT_HOURS.map((option) => (
                <option key={option} value={option}>
                  {lengthOf(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button-primary">
          {t('protection.timeOut.start')}
        </button>
      </ContractForm>
      <SaveResult failure={failure} />
    </section>
  );
}
