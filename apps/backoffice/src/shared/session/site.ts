import { useSearchParams } from 'react-router';
import { useMember } from './member';

export const SITE_PARAM = 'site';

/**
 * The site the member is looking at, kept in the URL (`?site=3`) so that a link or a reload keeps
 * it; null: all of the member's sites. A site the member cannot reach reads as null.
 */
export function useSelectedSite(): [number | null, (siteId: number | null) => void] {
  const member = useMember();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get(SITE_PARAM));
  const siteId = member.sites.some((site) => site.id === wanted) ? wanted : null;
  const select = (next: number | null) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === null) updated.delete(SITE_PARAM);
      else updated.set(SITE_PARAM, String(next));
      // Another site's list starts on its first page.
      updated.delete('page');
      return updated;
    });
  };
  return [siteId, select];
}
