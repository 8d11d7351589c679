import { REALITY_CHECK_MINUTES } from '@wl/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { ContractForm, checkResolver, type FormCheck, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { errorText } from '@/shared/lib/error-text';
import { type RealityCheckInterval, useSetRealityCheck } from '../api/set-reality-check';
import { formatDuration } from '../lib/format';
import { SaveResult } from './save-result';

const OFF = 'off';

function toInterval(value: string): RealityCheckInterval | null {
  return REALITY_CHECK_MINUTES.find((minutes) => String(minutes) === value) ?? null;
}

type IntervalChoice = { interval: string };

/** The choice as the call takes it: minutes, or null for never. */
const intervalRules = checkResolver(
  (values: IntervalChoice): FormCheck<IntervalChoice, RealityCheckInterval | null> => ({
    ok: true,
    data: toInterval(values.interval),
  }),
);

/** How often the reality check reminds the player of the time and money spent since login, or never. */
export function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t, i18n } = useTranslation(['pages', 'errors']);
  const id = useId();
  const save = useSetRealityCheck();
  const form = useContractForm(intervalRules, { interval: minutes === null ? OFF : String(minutes) });
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState('');

  async function submit(interval: RealityCheckInterval | null): Promise<undefined> {
    setFailure('');
    setSaved('');
    try {
      const state = await save.mutateAsync(interval);
      const every = state.reality_check_minutes;
      setSaved(
        every === null
          ? t('protection.realityCheck.savedOff')
          : t('protection.realityCheck.savedEvery', { duration: formatDuration(every, i18n.language) }),
      );
    } catch (error) {
      setFailure(errorText(failureOf(error)?.message, t));
    }
  }

  return (
    <section className="card protection-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('protection.realityCheck.title')}</h3>
      <p className="muted">{t('protection.realityCheck.intro')}</p>
      <ContractForm form={form} onSubmit={submit}>
        <Field id={`${id}-interval`} label={t('protection.realityCheck.interval')}>
          {(control) => (
            <select {...control} {...form.register('interval')}>
              <option value={OFF}>{t('protection.realityCheck.off')}</option>
              {REALITY_CHECK_MINUTES.map((option) => (
                <option key={option} value={String(option)}>
                  {t('protection.realityCheck.every', { duration: formatDuration(option, i18n.language) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button button-primary">
          {t('protection.realityCheck.save')}
        </button>
      </ContractForm>
      <SaveResult failure={failure} decision={saved} />
    </section>
  );
}
