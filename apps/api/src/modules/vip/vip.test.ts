import { describe, expect, it } from 'vitest';
import { expectSuccess, loginDemo, signupPlayer, testAppForFile } from '../../test/harness.js';

const t = testAppForFile();

describe('VIP', () => {
  it('returns the eight progress fields of the next level, computed from deposits and turnover', async () => {
    const demo = await loginDemo(t);
    const result = await t.call('vip', demo);
    expectSuccess(result);
    const next = result.nextLevel[0]!;
    expect(Object.keys(next).sort()).toEqual(
      [
        'cycle_deposit',
        'cycle_turnover',
        'deposit_next',
        'starting_deposit',
        'starting_turnover',
        'turnover_next',
        'vip_name',
        'vip_name_next',
      ].sort(),
    );
    expect(next.starting_deposit + next.cycle_deposit).toBeGreaterThan(0);
    expect(result.levels.length).toBeGreaterThan(1);

    const fresh = await signupPlayer(t, 'vip_newbie');
    const newbie = await t.call('vip', fresh);
    expectSuccess(newbie);
    expect(newbie.currentLevel).toBe(result.levels[0]!.level);
    expect(newbie.nextLevel[0]).toMatchObject({
      starting_deposit: 0,
      cycle_deposit: 0,
      deposit_next: result.levels[1]!.deposit_required,
    });
  });
});
