import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (a hint; the rules are length and the server’s common list)', () => {
  it.each([
    ['', null],
    ['short', 'tooShort'],
    ['seven77', 'tooShort'],
    ['aaaaaaaa', 'weak'],
    ['abababab', 'weak'],
    ['12345678', 'weak'],
    ['abcdefghijkl', 'weak'],
    ['98765432', 'weak'],
    ['gr8-Lake', 'fair'],
    ['blue-river-12', 'good'],
    ['correct horse battery staple', 'strong'],
  ] as const)('%j → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('calls a password with the account id inside it weak', () => {
    expect(passwordStrength('juan2024!!x', 'Juan2024')).toBe('weak');
    expect(passwordStrength('juan2024!!x', 'maria')).toBe('fair');
  });

  it('has no composition rules: a long lowercase phrase is strong', () => {
    expect(passwordStrength('the quiet orange lantern')).toBe('strong');
  });
});
