import { LIMIT_INCREASE_DELAY_HOURS } from '@wl/contract';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { Field } from '@/shared/forms/field';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import type { DepositLimit } from '../api/get-protection';
import { type DepositLimitChange, useSetDepositLimit } from '../api/set-deposit-limit';
import { checkLimitAmount } from '../lib/limit-amount';

/** The daily, weekly and monthly deposit limits, each with what it allows now and any change waiting. */
export function DepositLimitsCard({ limits }: { limits: DepositLimit[] }) {
  const { t } = useTranslation('pages');
  return (
    <section className="card protection-card protection-limits" aria-labelledby="deposit-limits-title">
      <h3 id="deposit-limits-title">{t('protection.depositLimits.title')}</h3>
      <p className="muted">{t('protection.depositLimits.intro', { hours: LIMIT_INCREASE_DELAY_HOURS })}</p>
      {limits.map((limit) => (
        <DepositLimitForm key={limit.period} limit={limit} />
      ))}
    </section>
  );
}

/** What the server decided, said after a change: in force now, or waiting until its time. */
function decisionText(limit: DepositLimit, money: (amount: number) => string, t: TFunction<'pages'>) {
  if (limit.pending_from) {
    const from = formatDateTime(limit.pending_from);
    return limit.pending_amount === null
      ? t('protection.depositLimits.removalWaits', { from })
      : t('protection.depositLimits.raiseWaits', { amount: money(limit.pending_amount), from });
  }
  return limit.amount === null
    ? t('protection.depositLimits.removedNow')
    : t('protection.depositLimits.appliesNow', { amount: money(limit.amount) });
}

function DepositLimitForm({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const save = useSetDepositLimit();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [decision, setDecision] = useState('');
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  const removalWaiting = limit.pending_from !== null && limit.pending_amount === null;

  async function change(next: DepositLimitChange) {
    setFieldError('');
    setFailure('');
    setDecision('');
    try {
      const state = await save.mutateAsync(next);
      const saved = state.deposit_limits.find((candidate) => candidate.period === limit.period);
      if (saved) setDecision(decisionText(saved, money, t));
      setText('');
    } catch (error) {
      const answer = failureOf(error);
      const onAmount = answer?.errors?.find(({ field }) => field === 'amount');
      if (onAmount) showFieldError(onAmount.key);
      else setFailure(errorText(answer?.message, t));
    }
  }

  function showFieldError(key: string) {
    // The fieldset must be enabled again before the field can take the focus.
    flushSync(() => setFieldError(key));
    amountRef.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkLimitAmount(text, currency);
    if (!checked.ok) {
      setDecision('');
      showFieldError(checked.error);
      return;
    }
    void change({ period: limit.period, amount: checked.amount });
  }

  return (
    <form className="protection-limit" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={save.isPending}>
      <h4 id={`${id}-title`}>{t(`protection.depositLimits.period.${limit.period}`)}</h4>
      <dl className="protection-figures">
        <div>
          <dt>{t('protection.depositLimits.current')}</dt>
          <dd>{limit.amount === null ? t('protection.depositLimits.none') : money(limit.amount)}</dd>
        </div>
        <div>
          <dt>{t(`protection.depositLimits.used.${limit.period}`)}</dt>
          <dd>{money(limit.used)}</dd>
        </div>
      </dl>
      {limit.pending_from && (
        <p className="protection-pending">
          {limit.pending_amount === null
            ? t('protection.depositLimits.pendingRemoval', { from: formatDateTime(limit.pending_from) })
            : t('protection.depositLimits.pending', {
                amount: money(limit.pending_amount),
                from: formatDateTime(limit.pending_from),
              })}
        </p>
      )}
      <fieldset disabled={save.isPending}>
        <Field id={`${id}-amount`} label={t(`protection.depositLimits.newLimit.${limit.period}`)} error={fieldError}>
          {(control) => (
            <input
              {...control}
              ref={amountRef}
              name={`${limit.period}_limit`}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <div className="cluster">
          <button type="submit" className="button button-primary">
            {t('protection.depositLimits.set')}
          </button>
          {limit.amount !== null && !removalWaiting && (
            <button type="button" className="button" onClick={() => void change({ period: limit.period, amount: null })}>
              {t('protection.depositLimits.remove')}
            </button>
          )}
        </div>
      </fieldset>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <p className="protection-decision" role="status">
        {decision}
      </p>
    </form>
  );
}
