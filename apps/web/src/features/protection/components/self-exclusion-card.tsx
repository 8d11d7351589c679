import { SELF_EXCLUSION_PERIODS } from '@wl/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { type SelfExclusionPeriod, useSelfExclude } from '../api/self-exclude';

/**
 * Self-exclusion for a set period or for good. It takes two deliberate steps: ticking that the
 * player understands what it means, then confirming in a dialog that names the period.
 */
export function SelfExclusionCard() {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const exclude = useSelfExclude();
  const [period, setPeriod] = useState<SelfExclusionPeriod>(SELF_EXCLUSION_PERIODS[0]);
  const [understood, setUnderstood] = useState(false);
  const [mustTick, setMustTick] = useState(false);
  const [failure, setFailure] = useState('');
  const tickRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    if (!understood) {
      setMustTick(true);
      tickRef.current?.focus();
      return;
    }
    const answer = await showDialog({
      icon: 'warning',
      title:
        period === 'permanent'
          ? t('protection.selfExclusion.confirmTitleForGood')
          : t('protection.selfExclusion.confirmTitle', { period: t(`protection.selfExclusion.periods.${period}`) }),
      text: t('protection.selfExclusion.confirmText'),
      showCancelButton: true,
      confirmButtonText: t('protection.selfExclusion.confirm'),
      cancelButtonText: t('protection.cancel'),
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      const until = await exclude.mutateAsync(period);
      toast.success(
        until === null
          ? t('protection.selfExclusion.doneForGood')
          : t('protection.selfExclusion.done', { until: formatDateTime(until) }),
        { duration: Number.POSITIVE_INFINITY },
      );
    } catch (error) {
      setFailure(errorText(failureOf(error)?.message, t));
    }
  }

  const tickId = `${id}-understood`;
  return (
    <section className="card protection-card protection-exclusion" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('protection.selfExclusion.title')}</h3>
      <p className="muted">{t('protection.selfExclusion.intro')}</p>
      <form noValidate onSubmit={submit} aria-busy={exclude.isPending}>
        <fieldset disabled={exclude.isPending}>
          <fieldset className="protection-periods">
            <legend>{t('protection.selfExclusion.period')}</legend>
            {SELF_EXCLUSION_PERIODS.map((option) => (
              <label key={option} className="checkbox">
                <input type="radio" name="period" value={option} checked={period === option} onChange={() => setPeriod(option)} />
                {t(`protection.selfExclusion.periods.${option}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="checkbox protection-understood">
              <input
                ref={tickRef}
                id={tickId}
                type="checkbox"
                name="understood"
                checked={understood}
                onChange={(event) => {
                  setUnderstood(event.target.checked);
                  if (event.target.checked) setMustTick(false);
                }}
                aria-invalid={mustTick ? true : undefined}
                aria-describedby={mustTick ? `${tickId}-error` : undefined}
              />
              {t('protection.selfExclusion.understand')}
            </label>
            {mustTick && (
              <p id={`${tickId}-error`} className="field-error">
                {t('protection.selfExclusion.mustTick')}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary">
            {t('protection.selfExclusion.submit')}
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
