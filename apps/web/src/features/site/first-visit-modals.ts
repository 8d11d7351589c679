import type { Site } from '@wl/contract/lite';
import { useLayoutEffect } from 'react';
import { mark, markedOn } from '@/shared/lib/visitor-marks';
import { useSiteStore } from '@/shared/session/site-store';
import { type ModalId, useModalStore } from '@/shared/stores/modal-store';
import { hasStoreLink, storeLinks } from './app-download';

/** The first-visit modals, in the order they show, each once a day per visitor and site (decision 0179). */
export const FIRST_VISIT_MODALS = ['announcement', 'appDownload'] as const satisfies readonly ModalId[];
type FirstVisitModal = (typeof FIRST_VISIT_MODALS)[number];

const isFirstVisitModal = (id: ModalId | undefined): id is FirstVisitModal => FIRST_VISIT_MODALS.includes(id as FirstVisitModal);

/** The modals the operator switched on for the site that this visitor has not seen today. */
export function dueFirstVisitModals(site: Site, now: Date = new Date()): FirstVisitModal[] {
  const on: Record<FirstVisitModal, boolean> = {
    announcement: site.show_bf_ann_modal,
    appDownload: site.show_app_download && hasStoreLink(storeLinks(site)),
  };
  return FIRST_VISIT_MODALS.filter((id) => on[id] && !markedOn(id, site.external_id, now));
}

/**
 * Queues the due first-visit modals: each opens once no other modal shows (the modal store's
 * queue), after a login modal a protected route asked for. A modal is marked seen for the day when
 * it shows, however it came (the download bar's button opens the app download modal too). The
 * first opens before the page is first painted, so it comes with the page, not a frame later.
 */
export function useFirstVisitModals(ready: boolean): void {
  const site = useSiteStore((state) => state.site);
  useLayoutEffect(() => {
    if (!ready || !site) return;
    const markShown = () => {
      const top = useModalStore.getState().stack.at(-1);
      if (isFirstVisitModal(top)) mark(top, site.external_id);
    };
    const unsubscribe = useModalStore.subscribe(markShown);
    for (const id of dueFirstVisitModals(site)) {
      // Seen meanwhile (another tab, the download bar's button): its turn passes.
      useModalStore.getState().enqueue(id, { due: () => !markedOn(id, site.external_id) });
    }
    markShown();
    return unsubscribe;
  }, [ready, site]);
}
