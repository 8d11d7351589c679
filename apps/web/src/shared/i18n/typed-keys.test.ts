import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n, isMessageKey } from './index';

/**
 * `t()` keys are typed from the English message files (i18next.d.ts). Each @ts-expect-error below
 * is half of a test: `tsc -p apps/web` (npm run typecheck, the first step of npm test) fails the day
 * that line stops being a type error. The other half, run here, shows what the screen would get.
 */

beforeAll(async () => {
  await initI18n('EN');
});

const pagesT = (): TFunction<'pages'> => i18next.getFixedT('EN', 'pages');

describe('typed message keys', () => {
  it('refuses a misspelt key, which at run time would only show the key', () => {
    const t = pagesT();
    expect(t('betHistory.title')).toBe('Bet history');
    // @ts-expect-error: no such key in locales/EN/pages.json
    expect(t('betHistory.titel')).toBe('betHistory.titel');
  });

  it('refuses a misspelt key even with a default text (strictKeyChecks)', () => {
    const t = pagesT();
    // @ts-expect-error: a default text does not make an unknown key acceptable
    expect(t('betHistory.titel', { defaultValue: 'History' })).toBe('History');
  });

  it("refuses a key of another group named without the group's prefix", () => {
    const ui: TFunction<'ui'> = i18next.getFixedT('EN', 'ui');
    expect(ui('back')).toBe('Back');
    // @ts-expect-error: betHistory.title is in the pages group, not ui
    expect(ui('betHistory.title')).toBe('betHistory.title');
  });

  it('takes a key built from data only once the group is known to have it', () => {
    const t = pagesT();
    const fromServer: string = 'bet';
    // @ts-expect-error: a key built from any string may name nothing
    expect(t(`wallet.ledgerKind.${fromServer}`)).toBe('Bet');
    const key = `wallet.ledgerKind.${fromServer}` as const;
    expect(isMessageKey('pages', key) && t(key)).toBe('Bet');
    expect(isMessageKey('pages', 'wallet.ledgerKind.lottery_jackpot')).toBe(false);
  });
});
