import { SELF_EXCLUSION_PERIODS } from '@wl/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { ContractForm, checkResolver, type FormCheck, useContractForm } from '@/shared/forms/contract-form';
import { CheckboxField } from '@/shared/forms/field';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { showDialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { type SelfExclusionPeriod, useSelfExclude } from '../api/self-exclude';
import { SaveResult } from './save-result';

type ExclusionChoice = { period: SelfExclusionPeriod; understood: boolean };

/** The period, once the player has ticked that they understand what it means. */
const exclusionRules = checkResolver(
  (values: ExclusionChoice): FormCheck<ExclusionChoice, SelfExclusionPeriod> =>
    values.understood
      ? { ok: true, data: values.period }
      : { ok: false, errors: { understood: 'pages:protection.selfExclusion.mustTick' } },
);

/**
 * Self-exclusion for a set period or for good. It takes two deliberate steps: ticking that the
 * player understands what it means, then confirming in a dialog that names the period.
 */
export function SelfExclusionCard() {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const exclude = useSelfExclude();
  const form = useContractForm(exclusionRules, { period: SELF_EXCLUSION_PERIODS[0], understood: false });
  const [failure, setFailure] = useState('');

  async function submit(period: SelfExclusionPeriod): Promise<undefined> {
    setFailure('');
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

  return (
    <section className="card protection-card protection-exclusion" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('protection.selfExclusion.title')}</h3>
      <p className="muted">{t('protection.selfExclusion.intro')}</p>
      {/* Busy once the exclusion is being made, not while its warning is open. */}
      <ContractForm form={form} onSubmit={submit} pending={exclude.isPending}>
        <fieldset className="protection-periods">
          <legend>{t('protection.selfExclusion.period')}</legend>
          {SELF_EXCLUSION_PERIODS.map((option) => (
            <label key={option} className="checkbox">
              <input type="radio" {...form.register('period')} value={option} />
              {t(`protection.selfExclusion.periods.${option}`)}
            </label>
          ))}
        </fieldset>
        <CheckboxField
          id={`${id}-understood`}
          label={t('protection.selfExclusion.understand')}
          error={form.formState.errors.understood?.message}
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              {...form.register('understood', {
                // Ticked, the message has nothing more to say.
                onChange: (event: { target: HTMLInputElement }) => {
                  if (event.target.checked) form.clearErrors('understood');
                },
              })}
            />
          )}
        </CheckboxField>
        <button type="submit" className="button button-primary">
          {t('protection.selfExclusion.submit')}
        </button>
      </ContractForm>
      <SaveResult failure={failure} />
    </section>
  );
}
