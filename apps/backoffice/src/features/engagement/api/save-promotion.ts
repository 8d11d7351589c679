import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallRequest, call } from '@/shared/api/call';
import { promotionsKey } from './list-promotions';

/** Creates a promotion or changes one; players keep what they already took up. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<'engagementPromotionsSave'>) => call('engagementPromotionsSave', body),
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: promotionsKey(body.site_id) }),
  });
}
