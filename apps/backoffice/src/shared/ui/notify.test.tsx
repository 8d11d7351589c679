import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '@/shared/api/call';
import { type Notify, useNotify } from './notify';

/** A screen that toasts what the test asks for when its button is pressed. */
function Toaster({ toast }: { toast: (notify: Notify) => void }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => toast(notify)}>
      toast
    </button>
  );
}

async function toastWith(toast: (notify: Notify) => void) {
  render(
    <MantineProvider env="test">
      <Notifications />
      <Toaster toast={toast} />
    </MantineProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'toast' }));
}

beforeEach(() => notifications.clean());

afterEach(async () => {
  await i18next.changeLanguage('EN');
});

describe('useNotify', () => {
  it('says a change is done in a toast whose close button is named, and closes it there', async () => {
    await toastWith((notify) => notify.done('The site is saved.'));
    expect(await screen.findByText('The site is saved.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('The site is saved.')).toBeNull());
  });

  it("names the close button in the member's language", async () => {
    await i18next.changeLanguage('CN');
    await toastWith((notify) => notify.warn('部分已保存。'));
    expect(await screen.findByText('部分已保存。')).toBeVisible();
    expect(screen.getByRole('button', { name: '关闭' })).toBeVisible();
  });

  it("shows a failed call's failure in the member's words, and anything else thrown as an unknown error", async () => {
    await toastWith((notify) => {
      notify.failed(new CallError({ statusCode: 403, message: 'forbidden' }));
      notify.failed(new TypeError('x is undefined'));
    });
    expect(await screen.findByText('Your role does not allow this.')).toBeVisible();
    expect(screen.getByText('An unknown error occurred. Please try again.')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });
});
