import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldMode, fromNativeValue, toNativeValue } from './date-field';

describe('value conversion', () => {
  it('exchanges values in the date picker formats (spec-coverage S9.8)', () => {
    expect(toNativeValue('date', '2030-02-28')).toBe('2030-02-28');
    expect(toNativeValue('datetime', '2030-02-28 13:45:07')).toBe('2030-02-28T13:45:07');
    expect(toNativeValue('time', '13:45:07')).toBe('13:45:07');
    expect(fromNativeValue('datetime', '2030-02-28T13:45:07')).toBe('2030-02-28 13:45:07');
    expect(fromNativeValue('datetime', '2030-02-28T13:45')).toBe('2030-02-28 13:45:00');
    expect(fromNativeValue('datetime', '2030-02-28T13:45:07.000')).toBe('2030-02-28 13:45:07');
    expect(fromNativeValue('time', '07:05')).toBe('07:05:00');
  });

  it('turns invalid or empty values into empty', () => {
    expect(toNativeValue('date', '28/02/2030')).toBe('');
    expect(toNativeValue('date', '2030-02-30')).toBe('');
    expect(fromNativeValue('date', '')).toBe('');
  });
});

function Field({ mode, onValue }: { mode: DateFieldMode; onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="Birthday"
      mode={mode}
      value={value}
      hint="Your date of birth"
      error="Required"
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('is labelled, described, and reports values in the exchange format', () => {
    const onValue = vi.fn();
    render(<Field mode="datetime" onValue={onValue} />);
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(input.step).toBe('1');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Your date of birth', 'Required']);
    fireEvent.change(input, { target: { value: '2030-02-28T13:45:07' } });
    expect(onValue).toHaveBeenLastCalledWith('2030-02-28 13:45:07');
    expect(input.value).toMatch(/^2030-02-28T13:45:07/);
  });

  it('uses the date and time inputs for those modes', () => {
    const { unmount } = render(<Field mode="date" onValue={() => {}} />);
    expect((screen.getByLabelText('Birthday') as HTMLInputElement).type).toBe('date');
    unmount();
    render(<Field mode="time" onValue={() => {}} />);
    expect((screen.getByLabelText('Birthday') as HTMLInputElement).type).toBe('time');
  });
});
