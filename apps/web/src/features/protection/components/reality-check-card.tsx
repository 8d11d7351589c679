import { REALITY_CHECK_MINUTES } from '@wl/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { errorText } from '@/shared/lib/error-text';
import { type RealityCheckInterval, useSetRealityCheck } from '../api/set-reality-check';
import { formatDuration } from '../lib/format';

const OFF = 'off';

function toInterval(value: string): RealityCheckInterval | null {
  return REALITY_CHECK_MINUTES.find((minutes) => String(minutes) === value) ?? null;
}

/** How often the reality check reminds the player of the time and money spent since login, or never. */
export function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t, i18n } = useTranslation(['pages', 'errors']);
  const id = useId();
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState(minutes === null ? OFF : String(minutes));
  const [failure, setFailure] = useState('');
  const [saved, setSaved] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    setSaved('');
    try {
      const state = await save.mutateAsync(toInterval(choice));
      const interval = state.reality_check_minutes;
      setSaved(
        interval === null
          ? t('protection.realityCheck.savedOff')
          : t('protection.realityCheck.savedEvery', { duration: formatDuration(interval, i18n.language) }),
      );
    } catch (error) {
      setFailure(errorText(failureOf(error)?.message, t));
    }
  }

  return (
    <section className="card protection-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('protection.realityCheck.title')}</h3>
      <p className="muted">{t('protection.realityCheck.intro')}</p>
      <form noValidate onSubmit={submit} aria-busy={save.isPending}>
        <fieldset disabled={save.isPending}>
          <div className="field">
            <label htmlFor={`${id}-interval`}>{t('protection.realityCheck.interval')}</label>
            <select id={`${id}-interval`} name="interval" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value={OFF}>{t('protection.realityCheck.off')}</option>
              {REALITY_CHECK_MINUTES.map((option) => (
                <option key={option} value={String(option)}>
                  {t('protection.realityCheck.every', { duration: formatDuration(option, i18n.language) })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-primary">
            {t('protection.realityCheck.save')}
          </button>
        </fieldset>
      </form>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <p className="protection-decision" role="status">
        {saved}
      </p>
    </section>
  );
}
