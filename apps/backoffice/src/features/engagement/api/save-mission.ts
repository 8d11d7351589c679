import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { missionsKey } from './list-missions';

/** Creates a mission or changes one. */
export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'engagementMissionsSave'>) => call('engagementMissionsSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: missionsKey(body.site_id) }),
  });
}
