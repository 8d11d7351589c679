import { useMatches } from 'react-router';
import type { RouteMeta } from '@/config/routes';

/** The metadata of the deepest matched route. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteMeta | undefined;
    if (handle?.path) return handle;
  }
  return undefined;
}
