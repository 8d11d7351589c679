import { type CashierKind, CURRENCIES, type Currency, formatNumber, type Language, toMajor } from '@wl/contract';

type Decision = 'approved' | 'rejected';

interface NoticeTexts {
  title: Record<CashierKind, Record<Decision, string>>;
  /** {amount} is the request's amount with the currency's symbol */
  body: Record<CashierKind, Record<Decision, string>>;
  reason: string;
}

/** The player's inbox message about a decision, in the site's language (the others read English). */
const TEXTS: Partial<Record<Language, NoticeTexts>> & { EN: NoticeTexts } = {
  EN: {
    title: {
      deposit: { approved: 'Deposit approved', rejected: 'Deposit rejected' },
      withdrawal: { approved: 'Withdrawal approved', rejected: 'Withdrawal rejected' },
    },
    body: {
      deposit: {
        approved: 'Your deposit of {amount} has been approved and added to your balance.',
        rejected: 'Your deposit of {amount} was rejected.',
      },
      withdrawal: {
        approved: 'Your withdrawal of {amount} has been approved and is on its way to your bank account.',
        rejected: 'Your withdrawal of {amount} was rejected, and the amount is back in your balance.',
      },
    },
    reason: 'Reason: {reason}',
  },
  PHP: {
    title: {
      deposit: { approved: 'Naaprubahan ang deposito', rejected: 'Tinanggihan ang deposito' },
      withdrawal: { approved: 'Naaprubahan ang withdrawal', rejected: 'Tinanggihan ang withdrawal' },
    },
    body: {
      deposit: {
        approved: 'Naaprubahan ang iyong deposito na {amount} at naidagdag na ito sa iyong balanse.',
        rejected: 'Tinanggihan ang iyong deposito na {amount}.',
      },
      withdrawal: {
        approved: 'Naaprubahan ang iyong withdrawal na {amount} at ipinapadala na ito sa iyong bank account.',
        rejected: 'Tinanggihan ang iyong withdrawal na {amount}, at naibalik na ang halaga sa iyong balanse.',
      },
    },
    reason: 'Dahilan: {reason}',
  },
  CN: {
    title: {
      deposit: { approved: '存款已批准', rejected: '存款被拒绝' },
      withdrawal: { approved: '提款已批准', rejected: '提款被拒绝' },
    },
    body: {
      deposit: {
        approved: '您的 {amount} 存款已批准，已存入您的余额。',
        rejected: '您的 {amount} 存款被拒绝。',
      },
      withdrawal: {
        approved: '您的 {amount} 提款已批准，正在转入您的银行账户。',
        rejected: '您的 {amount} 提款被拒绝，款项已退回您的余额。',
      },
    },
    reason: '原因：{reason}',
  },
};

/**
 * What the player reads in their inbox when staff decide a deposit or withdrawal: what was decided,
 * the amount, and the staff member's reason when one was given. The texts are put in with a function
 * so that a "$&" a reason holds stays as typed.
 */
export function decisionNotice(
  request: { kind: CashierKind; amount: bigint },
  decision: Decision,
  reason: string,
  site: { language: string; currency: Currency },
): { title: string; body: string } {
  const texts = TEXTS[site.language as Language] ?? TEXTS.EN;
  const amount = formatNumber(toMajor(request.amount, site.currency), {
    format: '0,0.00',
    currency: CURRENCIES[site.currency].symbol,
  });
  const body = texts.body[request.kind][decision].replace('{amount}', () => amount);
  return {
    title: texts.title[request.kind][decision],
    body: reason ? `${body} ${texts.reason.replace('{reason}', () => reason)}` : body,
  };
}
