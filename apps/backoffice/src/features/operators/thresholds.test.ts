import { describe, expect, it } from 'vitest';
import { createOperatorForm, thresholdTexts, updateOperatorForm } from './thresholds';

const blank = thresholdTexts({});

describe('the operator forms', () => {
  it('shows thresholds in major units, blank where a currency has none', () => {
    expect(thresholdTexts({ PHP: 500_000, CNY: 1 })).toEqual({ USD: '', PHP: '5000', CNY: '0.01', MMK: '', MNT: '', IDR: '' });
  });

  it("reads typed amounts into the call's minor units, leaving blank currencies out", () => {
    const request = updateOperatorForm.parse({
      operator_id: 1,
      name: 'Acme Gaming',
      adjustment_approval_over: { ...blank, PHP: '5000', CNY: ' 0.5 ' },
      withdrawal_approval_over: { ...blank, PHP: '0' },
      reason: 'new limits from finance',
    });
    expect(request).toEqual({
      operator_id: 1,
      name: 'Acme Gaming',
      adjustment_approval_over: { PHP: 500_000, CNY: 50 },
      withdrawal_approval_over: { PHP: 0 },
      reason: 'new limits from finance',
    });
  });

  it('refuses an amount on its own field: not a number, or more decimals than the currency has', () => {
    const result = updateOperatorForm.safeParse({
      operator_id: 1,
      name: 'Acme Gaming',
      adjustment_approval_over: { ...blank, PHP: '5,000' },
      withdrawal_approval_over: { ...blank, USD: '1.005' },
      reason: 'new limits',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['adjustment_approval_over.PHP', 'invalid'],
      ['withdrawal_approval_over.USD', 'tooManyDecimals'],
    ]);
  });

  it("holds the contract's rules: a reason for a change, an optional one for a new operator", () => {
    const change = updateOperatorForm.safeParse({
      operator_id: 1,
      name: 'Acme Gaming',
      adjustment_approval_over: blank,
      withdrawal_approval_over: blank,
      reason: '',
    });
    expect(change.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason']);
    expect(
      createOperatorForm.parse({
        name: 'Acme Gaming',
        adjustment_approval_over: blank,
        withdrawal_approval_over: blank,
        reason: ' ',
      }),
    ).toEqual({ name: 'Acme Gaming', adjustment_approval_over: {}, withdrawal_approval_over: {} });
  });
});
