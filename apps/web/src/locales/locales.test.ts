import { LANGUAGE_NAMES, LANGUAGES, type Language, MESSAGE_GROUPS } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';

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
