import { type DepositLimitPeriod, LIMIT_INCREASE_DELAY_HOURS } from '@wl/contract';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '@/shared/api/client';
import { ContractForm, checkResolver, type FormCheck, useContractForm } from '@/shared/forms/contract-form';
import { Field } from '@/shared/forms/field';
import { formatDateTime } from '@/shared/lib/dates';
import { errorText } from '@/shared/lib/error-text';
import { formatMoney } from '@/shared/lib/money';
import { useSiteStore } from '@/shared/session/site-store';
import type { DepositLimit } from '../api/get-protection';
import { type DepositLimitChange, useSetDepositLimit } from '../api/set-deposit-limit';
import { checkLimitAmount } from '../lib/limit-amount';
import { SaveResult } from './save-result';

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

/** A limit's field is named after its period, as three of them stand on the page. */
type LimitField = `${DepositLimitPeriod}_limit`;
type LimitValues = Partial<Record<LimitField, string>>;

function DepositLimitForm({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation(['pages', 'errors']);
  const id = useId();
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  const save = useSetDepositLimit();
  const field: LimitField = `${limit.period}_limit`;
  const form = useContractForm(
    checkResolver((values: LimitValues): FormCheck<LimitValues, number> => {
      const checked = checkLimitAmount(values[field] ?? '', currency);
      return checked.ok ? { ok: true, data: checked.amount } : { ok: false, errors: { [field]: checked.error } };
    }),
    { [field]: '' },
  );
  const [failure, setFailure] = useState('');
  const [decision, setDecision] = useState('');
  const money = (amount: number) => formatMoney(amount, currency, { showZero: true });
  const removalWaiting = limit.pending_from !== null && limit.pending_amount === null;

  /** Sets or removes the limit; what the server decided, or why it refused, is said in the form. */
  async function change(next: DepositLimitChange): Promise<undefined> {
    form.clearErrors();
    setFailure('');
    setDecision('');
    try {
      const state = await save.mutateAsync(next);
      const saved = state.deposit_limits.find((candidate) => candidate.period === limit.period);
      if (saved) setDecision(decisionText(saved, money, t));
      form.resetField(field);
    } catch (error) {
      const answer = failureOf(error);
      const onAmount = answer?.errors?.find((refused) => refused.field === 'amount');
      if (onAmount) form.setError(field, { type: 'server', message: onAmount.key });
      else setFailure(errorText(answer?.message, t));
    }
  }

  return (
    <ContractForm
      form={form}
      onSubmit={(amount) => change({ period: limit.period, amount })}
      // The remove button saves too, beside the submit.
      pending={save.isPending}
      // A new try says nothing of the last one's decision, even when the amount is refused.
      onSubmitCapture={() => setDecision('')}
      className="protection-limit"
      aria-labelledby={`${id}-title`}
      intro={
        <>
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
        </>
      }
      footer={<SaveResult failure={failure} decision={decision} />}
    >
      <Field
        id={`${id}-amount`}
        label={t(`protection.depositLimits.newLimit.${limit.period}`)}
        error={form.formState.errors[field]?.message}
      >
        {(control) => <input {...control} {...form.register(field)} inputMode="decimal" autoComplete="off" />}
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
    </ContractForm>
  );
}
