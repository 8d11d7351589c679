import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { wlgamesSessionRequest } from './builtin-provider.js';
import { signupRequest } from './calls/auth.js';
import { gameListRequest, launchGameRequest } from './calls/games.js';
import {
  missionsSaveRequest,
  newsSaveRequest,
  playersListRequest,
  promotionsSaveRequest,
  providersSetRequest,
  reason,
  sitesCreateRequest,
  walletAdjustRequest,
} from './calls/operator.js';
import { adsVisitRequest, profileUpdateRequest } from './calls/settings.js';
import { getHotGamesRequest, seoRequest } from './calls/site.js';
import { bankAccountAddRequest, cancelRequestRequest, depositRequest, idempotencyKey } from './calls/wallet.js';
import { contactEmail, externalId, fieldErrors, fullName, loginAccountId, passwordWeakness } from './fields.js';
import { seamlessDebitRequest } from './seamless.js';

/** [field, its schema, a value it accepts, whether it may span lines] */
const FREE_TEXT: Array<[string, z.ZodType, string, boolean]> = [
  ['external_id', externalId, 'site-one', false],
  ['login account_id', loginAccountId, 'alice', false],
  ['full_name / holder_name', fullName, 'Ana Cruz', false],
  ['bank_name', bankAccountAddRequest.shape.bank_name, 'BDO Unibank', false],
  ['payment_reference', depositRequest.shape.payment_reference, 'GC-123456', false],
  ['receipt_reference', depositRequest.shape.receipt_reference, 'RCPT-9', false],
  ['idempotency_key', idempotencyKey, 'key-000001', false],
  ['cancel reason', cancelRequestRequest.shape.reason, 'changed my mind', true],
  ['signup referrer_code', signupRequest.shape.referrer_code, 'FRIEND1', false],
  ['signup visitor_id', signupRequest.shape.visitor_id, 'visitor-1', false],
  ['ads fbp', adsVisitRequest.shape.fbp, 'fb.1.123.456', false],
  ['game search', gameListRequest.shape.search, 'fortune', false],
  ['game list provider_code', gameListRequest.shape.provider_code, 'JILI', false],
  ['launch game_code', launchGameRequest.shape.game_code, 'lotus-fortune', false],
  ['hot games game_type', getHotGamesRequest.shape.game_type, 'slot', false],
  ['seo page_name', seoRequest.shape.page_name, 'home', false],
  ['operator reason', reason, 'goodwill credit', true],
  ['operator adjust idempotency_key', walletAdjustRequest.shape.idempotency_key, 'adjust-000001', false],
  ['site name', sitesCreateRequest.shape.name, 'Lucky Site', false],
  ['site theme_color', sitesCreateRequest.shape.theme_color, 'gold', false],
  ['players search', playersListRequest.shape.search, 'alice', false],
  ['provider launch_url', providersSetRequest.shape.launch_url, 'https://games.example/launch', false],
  ['provider_code', providersSetRequest.shape.provider_code, 'JILI', false],
  ['mission game_type', missionsSaveRequest.shape.game_type, 'slot', false],
  ['promotion image', promotionsSaveRequest.shape.image, '/images/promo.png', false],
  ['seamless transaction_id', seamlessDebitRequest.shape.transaction_id, 'tx-1', false],
  ['seamless round_id', seamlessDebitRequest.shape.round_id, 'round-1', false],
  ['built-in game', wlgamesSessionRequest.shape.game, 'lotus-fortune', false],
];

/** [field, schema of a text per language] */
const LOCALISED: Array<[string, z.ZodType, boolean]> = [
  ['promotion title', promotionsSaveRequest.shape.title, false],
  ['promotion terms', promotionsSaveRequest.shape.terms, true],
  ['news title', newsSaveRequest.shape.title, false],
  ['news body', newsSaveRequest.shape.body, true],
];

/** ESC, BEL, NUL, CR, VT, DEL, and C1 (NEL, CSI, APC) */
const CONTROL = ['\u001b', '\u0007', '\u0000', '\r', '\u000b', '\u007f', '\u0085', '\u009b', '\u009f'];
const LINE_BREAKS = ['\n', '\t'];

const keysOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrors(result.error).map((error) => error.key);
};
const inTheMiddle = (sample: string, inserted: string) => `${sample.slice(0, 3)}${inserted}${sample.slice(3)}`;

describe('control characters in free text', () => {
  describe.each(FREE_TEXT)('%s', (_, schema, sample, multiline) => {
    it('accepts the plain value, trimmed', () => {
      expect(keysOf(schema, sample)).toEqual([]);
      expect(schema.parse(`\n ${sample}\t`)).toBe(sample);
    });

    it.each(CONTROL)('refuses %j inside it with controlCharacters', (character) => {
      expect(keysOf(schema, inTheMiddle(sample, character))).toContain('controlCharacters');
    });

    it.each(LINE_BREAKS)(`${multiline ? 'accepts' : 'refuses'} %j inside it`, (character) => {
      const keys = keysOf(schema, inTheMiddle(sample, character));
      if (multiline) expect(keys).toEqual([]);
      else expect(keys).toContain('controlCharacters');
    });
  });

  describe.each(LOCALISED)('%s', (_, schema, multiline) => {
    it.each(CONTROL)('refuses %j in any language', (character) => {
      expect(keysOf(schema, { EN: 'Welcome', CN: `欢${character}迎` })).toContain('controlCharacters');
    });

    it(`${multiline ? 'accepts' : 'refuses'} a line break`, () => {
      const keys = keysOf(schema, { EN: 'Welcome\nback' });
      if (multiline) expect(keys).toEqual([]);
      else expect(keys).toContain('controlCharacters');
    });
  });

  it('refuses an email address with a control character as invalidEmail', () => {
    for (const character of [...CONTROL, ...LINE_BREAKS]) {
      expect(keysOf(contactEmail, `ana${character}@example.com`)).toEqual(['invalidEmail']);
    }
  });

  it('lets the profile call refuse it on its field', () => {
    const result = profileUpdateRequest.safeParse({
      auth: 'token',
      account_id: 'alice',
      full_name: 'Ana\u001b[2J',
      contact_email: '',
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toContainEqual({ field: 'full_name', key: 'controlCharacters' });
  });
});

describe('passwordWeakness', () => {
  it('refuses the account id as the password or inside it, in any case', () => {
    expect(passwordWeakness('juan_88x', 'juan_88x')).toBe('passwordContainsAccountId');
    expect(passwordWeakness('JUAN_88X', 'juan_88x')).toBe('passwordContainsAccountId');
    expect(passwordWeakness('my-Juan_88x-2026', 'juan_88x')).toBe('passwordContainsAccountId');
  });

  it('refuses one character repeated, whatever the character', () => {
    expect(passwordWeakness('aaaaaaaa', 'juan_88x')).toBe('passwordOneCharacter');
    expect(passwordWeakness('😀😀😀😀😀😀😀😀', 'juan_88x')).toBe('passwordOneCharacter');
  });

  it('takes any other password, including one that shares only part of the account id', () => {
    expect(passwordWeakness('Correct-horse-42', 'juan_88x')).toBeUndefined();
    expect(passwordWeakness('juan-horse-42', 'juan_88x')).toBeUndefined();
    expect(passwordWeakness('aaaaaaab', 'juan_88x')).toBeUndefined();
    expect(passwordWeakness('Correct-horse-42', '')).toBeUndefined();
  });
});
