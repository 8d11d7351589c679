import { LANGUAGE_NAMES, LANGUAGES, type Language, MESSAGE_GROUPS } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';
import { SAME_AS_ENGLISH } from './same-as-english';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

function groupsOf(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();
}

function messagesOf(language: string, group: string): Messages {
  return files[`./${language}/${group}.json`] ?? {};
}

/** Every message as [dotted key, text], in file order. */
function flatten(messages: Messages, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/{{\s*[\w.]+\s*}}/g) ?? []).sort() : []);

const translated = (Object.keys(LANGUAGE_NAMES) as Language[]).filter((language) => language !== 'EN');

describe('message files (spec-coverage S1.2, S1.3)', () => {
  it('exist only for the languages with a display name', () => {
    const withFiles = [...new Set(Object.keys(files).map((path) => path.split('/')[1]))].sort();
    expect(withFiles).toEqual(Object.keys(LANGUAGE_NAMES).sort());
    expect(LANGUAGES.filter((language) => !LANGUAGE_NAMES[language])).toEqual(['MMK', 'MNT', 'IDR']);
  });

  for (const language of ['EN', ...translated]) {
    it(`${language} has exactly the five groups`, () => {
      expect(groupsOf(language)).toEqual([...MESSAGE_GROUPS].sort());
    });
  }

  for (const language of translated) {
    describe(language, () => {
      for (const group of MESSAGE_GROUPS) {
        const english = flatten(messagesOf('EN', group));
        const own = new Map(flatten(messagesOf(language, group)));

        it(`${group}: translates every English key`, () => {
          expect(english.map(([key]) => key).filter((key) => !own.has(key))).toEqual([]);
        });

        it(`${group}: has no empty text`, () => {
          expect([...own].filter(([, text]) => typeof text !== 'string' || !text.trim()).map(([key]) => key)).toEqual([]);
        });

        it(`${group}: has no key English lacks, in the English order`, () => {
          expect([...own.keys()]).toEqual(english.map(([key]) => key));
        });

        it(`${group}: keeps the English placeholders`, () => {
          const broken = english.filter(
            ([key, text]) => own.has(key) && placeholders(own.get(key)).join() !== placeholders(text).join(),
          );
          expect(broken.map(([key]) => key)).toEqual([]);
        });
      }
    });
  }
});

/** Whether a text has a letter once its placeholders are gone: 18+ or @ {{odds}} reads the same everywhere. */
const hasWords = (text: unknown) => typeof text === 'string' && /\p{L}/u.test(text.replace(/{{\s*[\w.]+\s*}}/g, ''));

/** The messages of a group written exactly as English, as `group:key = text`, less the allowed ones. */
function sameAsEnglish(group: string, english: Messages, own: Messages, allowed: Record<string, string>): string[] {
  const ownTexts = new Map(flatten(own));
  return flatten(english)
    .filter(([key, text]) => ownTexts.get(key) === text && hasWords(text) && !allowed[`${group}:${key}`])
    .map(([key, text]) => `${group}:${key} = ${String(text)}`);
}

describe('every word in the language (issue 20, decision 0190)', () => {
  for (const language of ['PHP', 'CN'] as const) {
    const allowed = SAME_AS_ENGLISH[language];

    it(`${language}: no message equals its English text unless it is a listed name, code or shared word`, () => {
      const found = MESSAGE_GROUPS.flatMap((group) =>
        sameAsEnglish(group, messagesOf('EN', group), messagesOf(language, group), allowed),
      );
      expect(found).toEqual([]);
    });

    it(`${language}: lists only keys that exist and still read as English`, () => {
      const stale = Object.keys(allowed).filter((entry) => {
        const [group = '', key = ''] = entry.split(':');
        const english = new Map(flatten(messagesOf('EN', group))).get(key);
        return english === undefined || new Map(flatten(messagesOf(language, group))).get(key) !== english;
      });
      expect(stale).toEqual([]);
    });
  }

  it('finds an English text left in a language, and passes names listed and texts without words', () => {
    const english = { wallet: { method: { bank_transfer: 'Bank transfer' } }, vip: 'VIP', age: '18+', odds: '@ {{odds}}' };
    const filipino = { wallet: { method: { bank_transfer: 'Bank transfer' } }, vip: 'VIP', age: '18+', odds: '@ {{odds}}' };
    expect(sameAsEnglish('pages', english, filipino, { 'pages:vip': 'acronym' })).toEqual([
      'pages:wallet.method.bank_transfer = Bank transfer',
    ]);
    expect(
      sameAsEnglish('pages', english, { ...filipino, wallet: { method: { bank_transfer: 'Paglipat sa bangko' } } }, {}),
    ).toEqual(['pages:vip = VIP']);
  });
});
