import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { promotionsKey } from './list-promotions';

/** Pauses, resumes or ends a promotion. */
export function useSetPromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'engagementPromotionsSetStatus'>) => call('engagementPromotionsSetStatus', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: promotionsKey(body.site_id) }),
  });
}
