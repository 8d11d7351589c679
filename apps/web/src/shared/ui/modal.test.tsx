import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useModalStore } from '@/shared/stores/modal-store';
import { Modal } from './modal';

beforeAll(initTestI18n);
beforeEach(() => useModalStore.getState().closeAll());

function Screen({ onClose }: { onClose?: () => void }) {
  return (
    <>
      <button type="button" onClick={() => useModalStore.getState().open('announcement')}>
        open
      </button>
      <Modal id="announcement" title="News" onClose={onClose}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Modal>
      <Modal id="appDownload" title="Download">
        <p>apps</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders only while it is the top of the stack', () => {
    render(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useModalStore.getState().open('announcement'));
    expect(screen.getByRole('dialog', { name: 'News' }).getAttribute('aria-modal')).toBe('true');
    act(() => useModalStore.getState().open('appDownload'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Download' })).toBeTruthy();
  });

  it('moves focus in, keeps it there, and gives it back on close', async () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const first = screen.getByRole('textbox', { name: 'first' });
    expect(document.activeElement).toBe(first);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'last' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and the backdrop, telling onClose', async () => {
    const onClose = vi.fn();
    render(<Screen onClose={onClose} />);
    act(() => useModalStore.getState().open('announcement'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useModalStore.getState().stack).toEqual([]);
    act(() => useModalStore.getState().open('announcement'));
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(useModalStore.getState().stack).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open for a click inside the dialog', async () => {
    render(<Screen />);
    act(() => useModalStore.getState().open('announcement'));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

function Steps() {
  const [step, setStep] = useState(1);
  return (
    <Modal id="login" title="Log in">
      <div role="tablist">
        <button type="button" role="tab">
          tab
        </button>
      </div>
      {step === 1 ? (
        <>
          <input aria-label="account" />
          <button type="button" onClick={() => setStep(2)}>
            next
          </button>
        </>
      ) : (
        <input aria-label="code" />
      )}
    </Modal>
  );
}

describe('Modal focus (issue 20, forms and focus)', () => {
  it('puts focus in the first field, not a tab or button before it', () => {
    render(<Steps />);
    act(() => useModalStore.getState().open('login'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'account' }));
  });

  it('makes the page behind inert while open, and gives it back on close', async () => {
    const { container } = render(
      <>
        <button type="button">behind</button>
        <Steps />
      </>,
    );
    act(() => useModalStore.getState().open('login'));
    expect(container.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('brings focus back in when it falls out (a next step removed the focused control)', async () => {
    render(<Steps />);
    act(() => useModalStore.getState().open('login'));
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => outside.focus());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'code' }));
    outside.remove();
  });

  it('cycles Tab and Shift+Tab within the dialog many times over', async () => {
    render(<Steps />);
    act(() => useModalStore.getState().open('login'));
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 9; press++) {
      await userEvent.tab({ shift: press % 3 === 2 });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
