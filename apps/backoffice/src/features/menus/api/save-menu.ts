import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { menusKey } from './get-menus';

/** Replaces one of a site's menus whole; the page then shows the menus as the server kept them. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'menusSave'>) => call('menusSave', body),
    onSuccess: (answer) => queryClient.setQueryData(menusKey(answer.value.site_id), answer),
  });
}
