import { TIME_OUT_HOURS, type TimeOutHours } from '@wl/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useTakeTimeOut } from '../api/take-time-out';

/**
 * A break of one of the contract's lengths, 24 hours to 6 weeks (what the responsible-gaming text
 * promises): confirmed first, since it logs the player out and cannot be cut short.
 */
export function TimeOutCard() {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const timeOut = useTakeTimeOut();
  const [hours, setHours] = useState<TimeOutHours>(TIME_OUT_HOURS[0]);
  const [failure, setFailure] = useState('');
  const lengthOf = (option: TimeOutHours) => t(`protection.timeOut.lengths.${option}`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <form noValidate onSubmit={submit} aria-busy={timeOut.isPending}>
        <fieldset disabled={timeOut.isPending}>
          <div className="field">
            <label htmlFor={`${id}-length`}>{t('protection.timeOut.length')}</label>
            <select
              id={`${id}-length`}
              name="hours"
              value={hours}
              onChange={(event) => setHours(Number(event.target.value) as TimeOutHours)}
            >
              {TIME_OUT_HOURS.map((option) => (
                <option key={option} value={option}>
                  {lengthOf(option)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-primary">
            {t('protection.timeOut.start')}
          </button>
        </fieldset>
      </form>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
