import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { phoneKeyFilterHandlers, usePhoneKeyFilter } from './phone-key-filter';

function PhoneField() {
  const [value, setValue] = useState('');
  return <input aria-label="phone" value={value} onChange={(event) => setValue(event.target.value)} {...usePhoneKeyFilter()} />;
}

const phone = () => screen.getByLabelText<HTMLInputElement>('phone');

describe('the phone key filter: number-only plus a leading +', () => {
  it('lets digits through and blocks letters, spaces and punctuation', async () => {
    render(<PhoneField />);
    await userEvent.type(phone(), '0917 abc-123.4567');
    expect(phone().value).toBe('09171234567');
  });

  it('takes a + only as the first character, once', async () => {
    render(<PhoneField />);
    await userEvent.type(phone(), '+63+917+');
    expect(phone().value).toBe('+63917');
    await userEvent.type(phone(), '{Home}+');
    expect(phone().value).toBe('+63917');
  });

  it('accepts a + typed in front of digits already there', async () => {
    render(<PhoneField />);
    await userEvent.type(phone(), '639171234567{Home}+');
    expect(phone().value).toBe('+639171234567');
  });

  it('keeps editing keys working', async () => {
    render(<PhoneField />);
    await userEvent.type(phone(), '12345{Backspace}{ArrowLeft}9');
    expect(phone().value).toBe('12394');
  });

  it('cleans a pasted number down to its digits and leading +', async () => {
    render(<PhoneField />);
    phone().focus();
    await userEvent.paste('+63 (917) 123-4567');
    expect(phone().value).toBe('+639171234567');
  });

  it('drops a pasted + that would not be first', async () => {
    render(<PhoneField />);
    await userEvent.type(phone(), '0');
    await userEvent.paste(' +917 123');
    expect(phone().value).toBe('0917123');
  });

  it('is the net for text that arrives without a key (IME, mobile keyboards)', () => {
    const { onBeforeInput } = phoneKeyFilterHandlers();
    const field = document.createElement('input');
    const blocked = (data: string, value = '', caret = value.length) => {
      field.value = value;
      field.setSelectionRange(caret, caret);
      const preventDefault = vi.fn();
      onBeforeInput({ data, currentTarget: field, preventDefault } as unknown as Parameters<typeof onBeforeInput>[0]);
      return preventDefault.mock.calls.length > 0;
    };
    expect(blocked('x')).toBe(true);
    expect(blocked('7')).toBe(false);
    expect(blocked('+')).toBe(false);
    expect(blocked('+', '63')).toBe(true);
    expect(blocked('+', '63', 0)).toBe(false);
    expect(blocked('+12025550147')).toBe(false);
    expect(blocked('+1 202')).toBe(true);
    expect(blocked('12+3')).toBe(true);
  });
});
