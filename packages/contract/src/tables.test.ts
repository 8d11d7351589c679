import { describe, expect, it } from 'vitest';
import { calls } from './calls/index.js';
import { failureSchema } from './envelope.js';
import { FAILURES, failure, isSuccess } from './status.js';
import {
  CATEGORY_PATHS,
  DATE_LOCALE,
  isAllowedColor,
  LANGUAGE_NAMES,
  LANGUAGES,
  PRODUCT_CATEGORIES,
  TEMPLATE_BREAKPOINTS,
  THEME_CODES,
  THEME_COLORS,
  templateOf,
} from './tables.js';

describe('templates and colours', () => {
  it('has 17 theme codes from casino1 to slot7, in template order', () => {
    expect(THEME_CODES).toHaveLength(17);
    expect(templateOf('casino1')).toBe('template1');
    expect(templateOf('sportsbook1')).toBe('template6');
    expect(templateOf('slot7')).toBe('template17');
  });

  it('gives every template exactly five distinct colours', () => {
    for (const theme of THEME_CODES) {
      expect(new Set(THEME_COLORS[theme]).size).toBe(5);
    }
    expect(isAllowedColor('casino1', 'gold')).toBe(true);
    expect(isAllowedColor('casino1', 'pitch')).toBe(false);
  });

  it('names the template breakpoints (spec-coverage S9.3)', () => {
    expect([11, 15, 16, 17].map((n) => TEMPLATE_BREAKPOINTS[n])).toEqual([768, 768, 768, 768]);
    expect([12, 13, 14].map((n) => TEMPLATE_BREAKPOINTS[n])).toEqual([769, 769, 769]);
    expect([4, 6, 8, 9].map((n) => TEMPLATE_BREAKPOINTS[n])).toEqual([999, 999, 999, 999]);
    expect([2, 3, 10].map((n) => TEMPLATE_BREAKPOINTS[n])).toEqual([1200, 1200, 1200]);
  });
});

describe('languages and categories', () => {
  it('has six languages, three of them without a display name', () => {
    expect(LANGUAGES).toEqual(['EN', 'PHP', 'CN', 'MMK', 'MNT', 'IDR']);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual(['EN', 'PHP', 'CN']);
    expect(DATE_LOCALE.CN).toBe('zh');
    expect(DATE_LOCALE.IDR).toBe('en');
  });

  it('maps each of the twelve product categories to a route', () => {
    expect(PRODUCT_CATEGORIES).toHaveLength(12);
    for (const category of PRODUCT_CATEGORIES) expect(CATEGORY_PATHS[category]).toMatch(/^\/[a-z-]+$/);
  });
});

describe('envelope', () => {
  it('uses letters-only message keys and never statusCode 1 for a failure', () => {
    for (const [key, row] of Object.entries(FAILURES)) {
      expect(key).toMatch(/^[A-Za-z]+$/);
      expect(row.statusCode).not.toBe(1);
      expect(failureSchema.safeParse(failure(key as keyof typeof FAILURES)).success).toBe(true);
    }
  });

  it('sends each failure with HTTP 200 (the call decided it) or with its own statusCode (the request was refused)', () => {
    for (const [key, row] of Object.entries(FAILURES)) {
      expect([200, row.statusCode], key).toContain(row.httpStatus);
    }
    expect(FAILURES.validationFailed).toEqual({ statusCode: 422, httpStatus: 422 });
    expect(FAILURES.invalidCredentials).toEqual({ statusCode: 401, httpStatus: 200 });
  });

  it('treats statusCode 1 or message OK as success', () => {
    expect(isSuccess({ statusCode: 1 })).toBe(true);
    expect(isSuccess({ statusCode: 0, message: 'OK' })).toBe(true);
    expect(isSuccess({ statusCode: 401, message: 'sessionExpired' })).toBe(false);
  });

  it('defines the 29 calls of spec-coverage S7.1–S7.19 plus the designed ones, each POST under /api', () => {
    const paths = Object.values(calls).map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    const specPaths = [
      '/api/auth/login',
      '/api/auth/get_balance',
      '/api/auth/forgot_password',
      '/api/auth/signup',
      '/api/auth/tac/verify',
      '/api/auth/tac/request_new_register',
      '/api/auth/tac/request_login',
      '/api/auth/login_tac',
      '/api/auth/update_password',
      '/api/auth/vip',
      '/api/startup',
      '/api/product/get_hot_games',
      '/api/seo',
      '/api/home/fav_list',
      '/api/mini_game/mini_game_list',
      '/api/mini_game/mini_game_bet',
      '/api/mini_game/mini_game_reward',
      '/api/mini_game/mini_game_wallet',
      '/api/mini_game/mini_game_log',
      '/api/mini_game/mini_game_gamify',
      '/api/settings/profile_update',
      '/api/settings/social_account',
      '/api/settings/top10winner_withdrawal',
      '/api/settings/siteinfodetail',
      '/api/settings/get_inbox',
      '/api/settings/claim_inbox',
      '/api/settings/check_status',
      '/api/settings/get_analytics',
      '/api/settings/adsvisit',
    ];
    expect(specPaths).toHaveLength(29);
    expect(paths).toEqual(expect.arrayContaining(specPaths));
  });
});
