import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost, toast } from './toast';

describe('toasts', () => {
  it('mounts no toaster before the first toast, then shows that toast and the ones after it', async () => {
    render(<ToastHost />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    toast.success('Profile saved.');
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();

    toast.message('A new version is available.');
    toast.info('Welcome back.');
    toast.warning('Your session has ended.');
    toast.error('Copying is not possible here.');
    for (const text of [
      'A new version is available.',
      'Welcome back.',
      'Your session has ended.',
      'Copying is not possible here.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });
});
