import { afterEach, describe, expect, it } from 'vitest';
import { takeLaunch } from './launch';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeLaunch', () => {
  it('reads the token from the fragment, game and language from the query, and takes the token out of the address', () => {
    window.history.replaceState(null, '', '/provider/wlgames/play?game=lucky_lantern&lang=CN#token=launch-token');
    expect(takeLaunch(window.location, window.history)).toEqual({ token: 'launch-token', game: 'lucky_lantern', language: 'CN' });
    expect(window.location.href).toBe(`${window.location.origin}/provider/wlgames/play?game=lucky_lantern&lang=CN`);
  });

  it('takes no token from the query, which servers and their logs see', () => {
    window.history.replaceState(null, '', '/provider/wlgames/play?token=launch-token&game=lucky_lantern');
    expect(takeLaunch(window.location, window.history)).toEqual({ token: null, game: 'lucky_lantern', language: 'EN' });
  });
});
