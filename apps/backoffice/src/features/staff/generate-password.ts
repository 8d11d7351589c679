/** Letters and digits that cannot be mistaken for one another when read out or copied by hand. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A first password for a member to pass on: 16 characters (about 93 bits) from the browser's
 * CSPRNG, drawn without modulo bias. The member replaces it at their first sign-in.
 */
export function generatePassword(length = 16): string {
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  while (password.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && password.length < length) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
}
