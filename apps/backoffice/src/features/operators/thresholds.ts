import { backoffice, CURRENCY_CODES, type Currency, toMajor, toMinor } from '@wl/contract';
import { z } from 'zod';

export type Thresholds = backoffice.Operator['adjustment_approval_over'];
/** A threshold per currency as typed, in major units; blank: none, so every amount needs a second person. */
export type ThresholdTexts = Record<Currency, string>;

const AMOUNT = /^\d+(\.\d+)?$/;

export function thresholdTexts(thresholds: Thresholds): ThresholdTexts {
  return Object.fromEntries(
    CURRENCY_CODES.map((currency) => {
      const minor = thresholds[currency];
      return [currency, minor === undefined ? '' : String(toMajor(minor, currency))];
    }),
  ) as ThresholdTexts;
}

/** The typed thresholds in minor units, or an issue on each field that does not read as an amount of its currency. */
function thresholdsOf(texts: ThresholdTexts, field: string, ctx: z.RefinementCtx): Thresholds {
  const thresholds: Thresholds = {};
  for (const currency of CURRENCY_CODES) {
    const text = texts[currency].trim();
    if (text === '') continue;
    if (!AMOUNT.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: [field, currency] });
      continue;
    }
    try {
      thresholds[currency] = Number(toMinor(text, currency));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'tooManyDecimals', path: [field, currency] });
    }
  }
  return thresholds;
}

const textsSchema = z.record(z.enum(CURRENCY_CODES), z.string());

/** The operator form as typed: its name, both thresholds per currency, and the reason. */
const typedOperator = z.object({
  name: z.string(),
  adjustment_approval_over: textsSchema,
  withdrawal_approval_over: textsSchema,
  reason: z.string(),
});
export type TypedOperator = z.output<typeof typedOperator>;

function bothThresholds(
  typed: TypedOperator,
  ctx: z.RefinementCtx,
): Record<'adjustment_approval_over' | 'withdrawal_approval_over', Thresholds> {
  return {
    adjustment_approval_over: thresholdsOf(typed.adjustment_approval_over, 'adjustment_approval_over', ctx),
    withdrawal_approval_over: thresholdsOf(typed.withdrawal_approval_over, 'withdrawal_approval_over', ctx),
  };
}

/** A new operator as the form types it, read into operatorsCreate's request and checked by it. */
export const createOperatorForm = typedOperator
  .transform(
    (typed, ctx): z.input<typeof backoffice.operatorsCreateRequest> => ({
      name: typed.name,
      ...bothThresholds(typed, ctx),
      ...(typed.reason.trim() === '' ? {} : { reason: typed.reason }),
    }),
  )
  .pipe(backoffice.operatorsCreateRequest);

/** An operator's new name and thresholds as the form types them, read into operatorsUpdate's request. */
export const updateOperatorForm = typedOperator
  .extend({ operator_id: z.number() })
  .transform(
    (typed, ctx): z.input<typeof backoffice.operatorsUpdateRequest> => ({
      operator_id: typed.operator_id,
      name: typed.name,
      ...bothThresholds(typed, ctx),
      reason: typed.reason,
    }),
  )
  .pipe(backoffice.operatorsUpdateRequest);
