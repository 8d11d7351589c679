import type { Language } from '@wl/contract/lite';

/** Query keys of the missions; they carry the account id so two players never share cached answers. */
export const missionKeys = {
  all: (accountId: string) => ['missions', accountId] as const,
  list: (accountId: string, language: Language) => ['missions', accountId, 'list', language] as const,
};
