import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import './site-chrome.css';

/** The live chat provider (tawk.to); the API server puts this host into the site's CSP when a chat id is set. */
export const LIVE_CHAT_HOST = 'https://embed.tawk.to';

interface TawkApi {
  onLoad?: () => void;
  onChatMinimized?: () => void;
  maximize?: () => void;
  showWidget?: () => void;
  hideWidget?: () => void;
}
declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/**
 * A chat id is "<property>/<widget>" or a bare property id, whose widget is "default". Anything
 * else is refused so the id cannot point the script at another path of the host.
 */
export function liveChatScriptUrl(chatId: string): string | null {
  const id = chatId.trim();
  if (!/^[A-Za-z0-9]+(\/[A-Za-z0-9]+)?$/.test(id)) return null;
  return `${LIVE_CHAT_HOST}/${id.includes('/') ? id : `${id}/default`}`;
}

/**
 * Adds the widget script once and reports when it has loaded. The widget's own launcher stays
 * hidden (our floating button replaces it, so there is one way in) and hides again when the
 * player minimises the chat. Answers a function that stops listening.
 */
export function loadLiveChat(src: string, onLoaded: () => void): () => void {
  let script = [...document.scripts].find((candidate) => candidate.src === src);
  if (script?.dataset.loaded) {
    onLoaded();
    return () => {};
  }
  if (!script) {
    const api: TawkApi = window.Tawk_API ?? {};
    api.onLoad = () => api.hideWidget?.();
    api.onChatMinimized = () => api.hideWidget?.();
    window.Tawk_API = api;
    window.Tawk_LoadStart = new Date();
    script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      script!.dataset.loaded = 'true';
    });
    document.body.append(script);
  }
  script.addEventListener('load', onLoaded);
  const loaded = script;
  return () => loaded.removeEventListener('load', onLoaded);
}

export function openLiveChat(): void {
  window.Tawk_API?.showWidget?.();
  window.Tawk_API?.maximize?.();
}

/** The floating live chat button: only once the widget script has loaded, and only when the site has a chat id. */
export function LiveChat() {
  const { t } = useTranslation('ui');
  const chatId = useSiteStore((state) => state.live_chat.chat_id);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const src = liveChatScriptUrl(chatId);
    if (!src) return;
    return loadLiveChat(src, () => setLoaded(true));
  }, [chatId]);

  if (!loaded) return null;
  return (
    <button type="button" className="floating-button live-chat-button" onClick={openLiveChat}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
      </svg>
      <span>{t('liveChat')}</span>
    </button>
  );
}
