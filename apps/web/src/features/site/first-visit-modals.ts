import type { Site } from '@wl/contract/lite';
import { useLayoutEffect } from 'react';
import { readStored, writeStored } from '@/shared/lib/storage';
import { useSiteStore } from '@/shared/session/site-store';
import { type ModalId, useModalStore } from '@/shared/stores/modal-store';
import { hasStoreLink, storeLinks } from './app-download';

/** Each first-visit modal shows once per visitor (this device), remembered in localStorage. */
export const FIRST_VISIT_KEYS = {
  announcement: 'wl.announcement-seen',
  appDownload: 'wl.app-download-seen',
} as const satisfies Partial<Record<ModalId, string>>;

type FirstVisitModal = keyof typeof FIRST_VISIT_KEYS;

/** The modals still due for this visitor, in the order they show: the announcement first. */
export function dueFirstVisitModals(site: Site): FirstVisitModal[] {
  const due: FirstVisitModal[] = [];
  if (site.show_bf_ann_modal) due.push('announcement');
  if (site.show_app_download && hasStoreLink(storeLinks(site))) due.push('appDownload');
  return due.filter((id) => readStored('local', FIRST_VISIT_KEYS[id]) !== '1');
}

/**
 * Opens the due first-visit modals one after another, each only while no other modal is open, so
 * they never push away a modal the player or a route opened (opening replaces the top modal).
 * The first opens before the page is first painted, so it comes with the page, not a frame later.
 */
export function useFirstVisitModals(ready: boolean): void {
  const site = useSiteStore((state) => state.site);
  useLayoutEffect(() => {
    if (!ready || !site) return;
    const due = dueFirstVisitModals(site);
    const openNext = () => {
      if (useModalStore.getState().stack.length > 0) return;
      const next = due.shift();
      if (!next) return;
      writeStored('local', FIRST_VISIT_KEYS[next], '1');
      useModalStore.getState().open(next);
    };
    openNext();
    return useModalStore.subscribe(openNext);
  }, [ready, site]);
}
