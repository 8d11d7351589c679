import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse, Language } from '@wl/contract/lite';
import { call } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePlayerId } from '@/shared/session/user-store';
import { missionKeys } from './mission-keys';

export type Mission = CallResponse<'missionList'>['value'][number];

/** mission_list: the site's missions with the player's progress in the current day or week. */
export async function getMissions(language: Language, signal?: AbortSignal): Promise<Mission[]> {
  const result = await call('missionList', { language }, { signal });
  return result.value;
}

/** A moment after the boundary, so the server is surely in the new period when asked. */
const AFTER_RESET_MS = 1000;

/** Until the first of the listed periods ends: the list reloads then, so an open page shows the reset. */
function untilNextReset(missions: Mission[] | undefined): number | false {
  const ends = missions?.map((mission) => Date.parse(mission.period_ends_at)) ?? [];
  if (ends.length === 0) return false;
  return Math.max(Math.min(...ends) - Date.now(), 0) + AFTER_RESET_MS;
}

export function missionsQueryOptions(accountId: string, language: Language) {
  return queryOptions({
    queryKey: missionKeys.list(accountId, language),
    queryFn: ({ signal }) => getMissions(language, signal),
    enabled: Boolean(accountId),
    refetchInterval: (query) => untilNextReset(query.state.data),
  });
}

export function useMissions() {
  return useQuery(missionsQueryOptions(usePlayerId(), useLanguage()));
}
