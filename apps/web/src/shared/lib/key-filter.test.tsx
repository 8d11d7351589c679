import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyFilter } from '@wl/contract/lite';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keyFilterHandlers, useKeyFilter } from './key-filter';

function Field({ filter }: { filter: KeyFilter }) {
  const [value, setValue] = useState('');
  const handlers = useKeyFilter(filter);
  return <input aria-label="field" value={value} onChange={(event) => setValue(event.target.value)} {...handlers} />;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'field' });

describe('useKeyFilter', () => {
  it('lets letters and spaces through the alphabet filter and blocks the rest', async () => {
    render(<Field filter="alphabet" />);
    await userEvent.type(field(), 'Ana 2 Cruz!');
    expect(field().value).toBe('Ana  Cruz');
  });

  it('lets digits only through the number filter', async () => {
    render(<Field filter="number" />);
    await userEvent.type(field(), '+63 917-555');
    expect(field().value).toBe('63917555');
  });

  it('never blocks editing keys', async () => {
    render(<Field filter="number" />);
    await userEvent.type(field(), '1234{Backspace}{ArrowLeft}{Delete}9');
    expect(field().value).toBe('129');
  });

  it('blocks disallowed text arriving by beforeinput (IME, mobile keyboards) and lets allowed text through', () => {
    const { onBeforeInput } = keyFilterHandlers('alphabet');
    const inserted = (data: string) => {
      const preventDefault = vi.fn();
      onBeforeInput({ data, preventDefault } as unknown as Parameters<typeof onBeforeInput>[0]);
      return !preventDefault.mock.calls.length;
    };
    expect(inserted('王小明')).toBe(true);
    expect(inserted('王2')).toBe(false);
  });

  it('keeps only the allowed characters of pasted text', async () => {
    render(<Field filter="number" />);
    await userEvent.type(field(), '0');
    fireEvent.paste(field(), { clipboardData: { getData: () => '+63 (917) 555-0100' } });
    expect(field().value).toBe('0639175550100');
  });
});
