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

  it("names the levels in the language asked for, the site's when none is asked", async () => {
    const player = await loginDemo(t, 'casino2.localhost');
    const names = async (language?: 'EN' | 'PHP' | 'CN') => {
      const answer = await t.call('vip', language ? { ...player, language } : player);
      expectSuccess(answer);
      return { levels: answer.levels.map((level) => level.vip_name).slice(0, 2), next: answer.nextLevel[0]!.vip_name };
    };
    const chinese = await names();
    expect(chinese.levels).toEqual(['青铜', '白银']);
    expect(await names('CN')).toEqual(chinese);
    // A Chinese site switched to English, or to Filipino (the demo ladders name their levels in both).
    const english = await names('EN');
    expect(english.levels).toEqual(['Bronze', 'Silver']);
    expect(english.next).toMatch(/^[A-Za-z ]+$/);
    expect((await names('PHP')).levels).toEqual(['Tanso', 'Pilak']);
    expect((await t.call('vip', { ...player, language: 'XX' })).message).toBe('validationFailed');
  });
});
