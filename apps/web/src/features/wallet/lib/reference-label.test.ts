import type { Language } from '@wl/contract/lite';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cnPages from '@/locales/CN/pages.json';
import phpPages from '@/locales/PHP/pages.json';
import { initTestI18n } from '@/shared/lib/testing';
import { referenceLabel } from './reference-label';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('PHP', 'pages', phpPages);
  i18next.addResourceBundle('CN', 'pages', cnPages);
});

const tIn = (language: Language) => i18next.getFixedT(language, 'pages') as TFunction<'pages'>;
const line = (kind: string, reference: string, title = '') => ({ kind, reference, title });

describe('referenceLabel for game rounds', () => {
  it('names the game and a readable round, in each language', () => {
    expect(referenceLabel(line('bet', 'WL12', 'Lucky Lantern'), tIn('EN'))).toBe('Lucky Lantern, round WL12');
    expect(referenceLabel(line('win', 'R00050012', 'Gates of Olympus'), tIn('PHP'))).toBe('Round R00050012 ng Gates of Olympus');
    expect(referenceLabel(line('refund', 'FR7', 'Dice'), tIn('CN'))).toBe('Dice · 局号 FR7');
  });

  it('names the game alone when the round id is not one a player can read', () => {
    for (const reference of ['seed:2:round:3', '0b6f2c7e-3d1a-4f57-9a53-0a3f4f5c2e11', 'round 3', '']) {
      expect(referenceLabel(line('bet', reference, 'Lucky Lantern'), tIn('PHP'))).toBe('Lucky Lantern');
    }
  });

  it('gives a readable round without a game its number, and nothing when it has neither', () => {
    expect(referenceLabel(line('win', 'WL12'), tIn('PHP'))).toBe('Round ng laro WL12');
    expect(referenceLabel(line('bet', 'seed:2:round:3'), tIn('PHP'))).toBe('');
  });

  it('keeps every other kind as it was: a title first, then the numbered reference by its prefix', () => {
    expect(referenceLabel(line('bonus', 'promotion:35', 'Welcome bonus'), tIn('EN'))).toBe('Welcome bonus');
    expect(referenceLabel(line('deposit', 'cashier:1'), tIn('EN'))).toBe('Deposit #1');
    expect(referenceLabel(line('adjustment', 'Goodwill credit'), tIn('EN'))).toBe('Goodwill credit');
    expect(referenceLabel(line('deposit', 'seed'), tIn('EN'))).toBe('');
  });
});
