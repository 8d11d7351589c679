import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from './safe-redirect';

export interface AfterLogin {
  /** where to go when the URL has no same-site ?redirect; without one the player stays */
  destination?: string;
  /** after a successful login (a modal closes itself here) */
  onLoggedIn?: () => void;
}

/**
 * What every login (password, code, verified signup) does next: go to the same-site ?redirect or
 * the destination, and tell the host. Returns whether the page is being left, so a form can stay
 * busy until the next page replaces it.
 */
export function useAfterLogin({ destination, onLoggedIn }: AfterLogin): () => boolean {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return () => {
    const target = safeRedirect(searchParams.get('redirect')) ?? destination;
    if (target) void navigate(target, { replace: true });
    onLoggedIn?.();
    return Boolean(target);
  };
}
