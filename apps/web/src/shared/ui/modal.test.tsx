import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
