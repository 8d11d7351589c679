import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

const translate = (key: string) => `translated ${key}`;

describe('errorText (spec-coverage S8.4: the error dialog text)', () => {
  it('translates a message of the failure catalogue from the errors group', () => {
    expect(errorText('invalidCredentials', translate)).toBe('translated errors:invalidCredentials');
    expect(errorText('BLOCK', translate)).toBe('translated errors:BLOCK');
  });

  it('shows any other message as it came', () => {
    expect(errorText('somethingNew', translate)).toBe('somethingNew');
    expect(errorText('Invalid theme code', translate)).toBe('Invalid theme code');
    expect(errorText('error_42', translate)).toBe('error_42');
    expect(errorText('Déjà vu', translate)).toBe('Déjà vu');
  });

  it('falls back to unknownError when there is no message', () => {
    for (const message of ['', '   ', undefined, null, 42, { message: 'x' }]) {
      expect(errorText(message, translate)).toBe('translated errors:unknownError');
    }
  });
});
