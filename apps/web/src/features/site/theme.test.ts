import { templateFamily } from '@wl/contract/lite';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBodyTheme, templateNumber } from './theme';

afterEach(() => {
  document.body.className = '';
  document.body.removeAttribute('id');
});

describe('theme', () => {
  it('numbers and groups the templates', () => {
    expect(templateNumber('casino1')).toBe(1);
    expect(templateNumber('slot7')).toBe(17);
    expect(templateFamily('sportsbook3')).toBe('sportsbook');
  });

  it('puts the colour, template and family on the body, and the sportsbook id', () => {
    applyBodyTheme('sportsbook1', 'pitch');
    expect(document.body.className).toBe('color-pitch template6 family-sportsbook');
    expect(document.body.id).toBe('sportsbook');
    applyBodyTheme('slot2', 'jackpot');
    expect(document.body.className).toBe('color-jackpot template12 family-slot');
    expect(document.body.hasAttribute('id')).toBe(false);
  });
});
