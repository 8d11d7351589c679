import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { startupFixture } from '@/shared/testing/site';
import { LIVE_CHAT_HOST, LiveChat, liveChatScriptUrl } from './live-chat';

beforeAll(initTestI18n);
beforeEach(() => useSiteStore.getState().reset(''));
afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.Tawk_API;
});

const withChat = (chat_id: string) =>
  useSiteStore.getState().applyStartup(startupFixture({ live_chat: { chat_id, image_id: '' } }));
const chatScript = () => document.querySelector<HTMLScriptElement>(`script[src^="${LIVE_CHAT_HOST}"]`);

describe('liveChatScriptUrl', () => {
  it('loads the default widget of a bare property id, or the named widget', () => {
    expect(liveChatScriptUrl('64f0a1b2c3d4e5f6a7b8c9d0')).toBe('https://embed.tawk.to/64f0a1b2c3d4e5f6a7b8c9d0/default');
    expect(liveChatScriptUrl('64f0a1b2c3d4e5f6a7b8c9d0/1h8demo01')).toBe(
      'https://embed.tawk.to/64f0a1b2c3d4e5f6a7b8c9d0/1h8demo01',
    );
  });

  it('refuses anything else', () => {
    for (const id of ['', '   ', '../evil', 'a/b/c', 'x?y=1', 'https://evil.example/x']) expect(liveChatScriptUrl(id)).toBeNull();
  });
});

describe('LiveChat', () => {
  it('loads nothing without a chat id', () => {
    withChat('');
    render(<LiveChat />);
    expect(chatScript()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the button only once the widget script has loaded, and the button opens the widget', async () => {
    withChat('64f0a1b2c3d4e5f6a7b8c9d0/1h8demo01');
    render(<LiveChat />);
    const script = chatScript();
    expect(script?.src).toBe('https://embed.tawk.to/64f0a1b2c3d4e5f6a7b8c9d0/1h8demo01');
    expect(script?.async).toBe(true);
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();

    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    const maximize = vi.fn();
    const showWidget = vi.fn();
    Object.assign(window.Tawk_API!, { maximize, showWidget });
    await userEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(showWidget).toHaveBeenCalledOnce();
    expect(maximize).toHaveBeenCalledOnce();
  });

  it('hides the widget launcher of its own so the floating button is the one way in', () => {
    withChat('64f0a1b2c3d4e5f6a7b8c9d0');
    render(<LiveChat />);
    const hideWidget = vi.fn();
    window.Tawk_API!.hideWidget = hideWidget;
    window.Tawk_API?.onLoad?.();
    window.Tawk_API?.onChatMinimized?.();
    expect(hideWidget).toHaveBeenCalledTimes(2);
  });

  it('adds the script once however often it mounts', () => {
    withChat('64f0a1b2c3d4e5f6a7b8c9d0');
    const first = render(<LiveChat />);
    first.unmount();
    render(<LiveChat />);
    expect(document.querySelectorAll(`script[src^="${LIVE_CHAT_HOST}"]`)).toHaveLength(1);
  });
});
