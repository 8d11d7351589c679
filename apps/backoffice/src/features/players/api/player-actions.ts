import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallName, type CallRequest, call } from '@/shared/api/call';
import { playerKey } from './get-player';

/** What staff do to a player from the 360 page; each is audited with its reason. */
export type PlayerAction =
  | 'playerBlock'
  | 'playerUnblock'
  | 'playerClose'
  | 'playerForceLogout'
  | 'playerResetPassword'
  | 'playerAdjust'
  | 'playerSetLimits'
  | 'playerAddNote';

/**
 * Sends one action on a player; afterwards every query about the player is asked again (its
 * status, balance, sessions, notes and audit trail may all have changed), and the approvals queue
 * when the action proposed something.
 */
export function usePlayerAction<N extends PlayerAction & CallName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallRequest<N>) => call(name, body),
    onSettled: async (_answer, _error, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKey(body.player_id) }),
        queryClient.invalidateQueries({ queryKey: ['players', 'search'] }),
        queryClient.invalidateQueries({ queryKey: ['approvals'] }),
      ]);
    },
  });
}
