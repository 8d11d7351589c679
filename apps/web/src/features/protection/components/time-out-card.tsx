import { TIME_OUT_MAX_HOURS, TIME_OUT_MIN_HOURS } from '@wl/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '@/shared/api/client';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useTakeTimeOut } from '../api/take-time-out';
import { TIME_OUT_DAYS } from '../lib/choices';

/** A break of one to thirty days: confirmed first, since it logs the player out and cannot be cut short. */
export function TimeOutCard() {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const timeOut = useTakeTimeOut();
  const [days, setDays] = useState(TIME_OUT_DAYS[0]!);
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const length = t('protection.timeOut.days', { count: days });
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
      const until = await timeOut.mutateAsync(days * 24);
      toast.success(t('protection.timeOut.started', { until: formatDateTime(until) }), { duration: Number.POSITIVE_INFINITY });
    } catch (error) {
      setFailure(errorText(error instanceof ApiCallError ? error.failure.message : undefined, t));
    }
  }

  return (
    <section className="card protection-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('protection.timeOut.title')}</h3>
      <p className="muted">{t('protection.timeOut.intro', { min: TIME_OUT_MIN_HOURS, max: TIME_OUT_MAX_HOURS / 24 })}</p>
      <form noValidate onSubmit={submit} aria-busy={timeOut.isPending}>
        <fieldset disabled={timeOut.isPending}>
          <div className="field">
            <label htmlFor={`${id}-length`}>{t('protection.timeOut.length')}</label>
            <select id={`${id}-length`} name="days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {TIME_OUT_DAYS.map((option) => (
                <option key={option} value={option}>
                  {t('protection.timeOut.days', { count: option })}
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
