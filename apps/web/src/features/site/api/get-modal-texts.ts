import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useShowsLocalText } from '@/shared/i18n/local-text';
import { type SiteRef, useSiteRef } from '@/shared/session/site-ref';

export type ModalTexts = CallResponse<'siteModals'>['value'];
type ModalName = keyof ModalTexts;

const MODAL_TEXTS_STALE_MS = 5 * 60_000;

/** site_modals: the first-visit modals' texts as the operator wrote them (empty where none). */
export async function getModalTexts(site: SiteRef, signal?: AbortSignal): Promise<ModalTexts> {
  const result = await call('siteModals', site, { signal });
  return result.value;
}

export function modalTextsQueryOptions(site: SiteRef) {
  return queryOptions({
    queryKey: ['site', 'modal-texts', site.domain_name, site.external_id],
    queryFn: ({ signal }) => getModalTexts(site, signal),
    enabled: Boolean(site.external_id),
    staleTime: MODAL_TEXTS_STALE_MS,
  });
}

/**
 * A modal's title and text in the interface's language: the site language's when the interface is
 * in it and the operator wrote one, else the English one; null where the operator wrote none, so
 * the app's own text stands.
 */
export function useModalTexts(modal: ModalName): { title: string | null; body: string | null } {
  const { data } = useQuery(modalTextsQueryOptions(useSiteRef()));
  const showLocal = useShowsLocalText();
  const texts = data?.[modal];
  if (!texts) return { title: null, body: null };
  const pick = (english: string, local: string) => (showLocal && local.trim() ? local : english).trim() || null;
  return { title: pick(texts.en_title, texts.local_title), body: pick(texts.en_body, texts.local_body) };
}
