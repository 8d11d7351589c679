import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { vipLevelsKey } from './list-vip-levels';

/** Replaces the site's VIP ladder. */
export function useSaveVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'engagementVipLevelsSave'>) => call('engagementVipLevelsSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: vipLevelsKey(body.site_id) }),
  });
}
