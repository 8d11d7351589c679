import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { missionsKey } from './list-missions';

/** Pauses, resumes or ends a mission. */
export function useSetMissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'engagementMissionsSetStatus'>) => call('engagementMissionsSetStatus', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: missionsKey(body.site_id) }),
  });
}
