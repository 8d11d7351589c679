import { FAILURES } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '@/shared/i18n';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the back office texts', () => {
  it('has every English key in Chinese too, and no other', () => {
    for (const namespace of ['ui', 'errors', 'validation'] as const) {
      expect(keysOf(resources.CN[namespace]).sort(), namespace).toEqual(keysOf(resources.EN[namespace]).sort());
    }
  });

  it('words every failure the server can answer, in both languages', () => {
    for (const language of ['EN', 'CN'] as const) {
      const missing = Object.keys(FAILURES).filter((key) => !Object.hasOwn(resources[language].errors, key));
      expect(missing, language).toEqual([]);
    }
  });

  it('leaves no text empty, and writes the Chinese in Chinese', () => {
    for (const language of ['EN', 'CN'] as const) {
      for (const namespace of ['ui', 'errors', 'validation'] as const) {
        const texts = keysOf(resources[language][namespace]).map((key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[language][namespace]),
        );
        expect(texts.filter((text) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
      }
    }
    expect(resources.CN.ui.signIn.title).toMatch(/\p{Script=Han}/u);
  });
});
