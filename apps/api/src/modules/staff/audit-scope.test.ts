import { describe, expect, it } from 'vitest';
import type { StaffActor } from './actor.js';
import { auditEntry, auditRecorded, runAudited } from './audit-scope.js';

function actor(id: number, name: string): StaffActor {
  return { kind: 'staff', id, name, role: 'owner', operatorId: 7, siteIds: 'all', sessionId: null };
}

const client = (ip: string) => ({ ip, userAgent: 'test' });

/** Resolves after other pending work has run: the calls below interleave as requests do. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const actorOfRow = () => auditEntry({ action: 'test.write', target: '' }).actor;

describe('the audit scope', () => {
  it('keeps each running call its own caller while calls overlap, and one ending does not end the other', async () => {
    const seen: string[] = [];
    let firstDone!: () => void;
    const firstEnded = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    const first = runAudited(actor(1, 'alice'), client('10.0.0.1'), async () => {
      await turn();
      seen.push(`first:${actorOfRow()}`);
    }).then(firstDone);
    const second = runAudited(actor(2, 'bob'), client('10.0.0.2'), async () => {
      await firstEnded;
      await turn();
      const row = auditEntry({ action: 'test.write', target: '' });
      seen.push(`second:${row.actor}:${row.ip}:${row.operatorId}`);
    });
    await Promise.all([first, second]);
    expect(seen).toEqual(['first:alice', 'second:bob:10.0.0.2:7']);
  });

  it('keeps the outer call its scope after a nested audited step ends, and marks only its own rows recorded', async () => {
    const outer = await runAudited(actor(1, 'alice'), client('10.0.0.1'), async () => {
      const inner = await runAudited(actor(2, 'bob'), client('10.0.0.2'), async () => {
        actorOfRow();
        return auditRecorded();
      });
      await turn();
      const before = auditRecorded();
      const name = actorOfRow();
      return { inner, before, name, after: auditRecorded() };
    });
    expect(outer).toEqual({ inner: true, before: false, name: 'alice', after: true });
  });

  it('writes rows as the system once no audited call runs, also after a call that failed', async () => {
    await expect(
      runAudited(actor(1, 'alice'), client('10.0.0.1'), async () => {
        await turn();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await turn();
    expect(auditEntry({ action: 'job.run', target: '' })).toMatchObject({ actor: 'system', actorKind: 'system', ip: '' });
    expect(auditRecorded()).toBe(false);
    // a new call after the scope was switched off finds it again
    expect(await runAudited(actor(3, 'carol'), client('10.0.0.3'), async () => actorOfRow())).toBe('carol');
  });
});
