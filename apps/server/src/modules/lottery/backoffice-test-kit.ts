import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { and, desc, eq } from 'drizzle-orm';
import { call, snapshot } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { lotteryDraws } from '../../db/schema/lottery.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import { lotteryApp } from './test-kit.ts';

/** The lottery back office's tests: a listening app with one signed-in staff member per role, and helpers. */
export const ROLES = ['owner', 'admin', 'finance', 'risk', 'support', 'content', 'read-only'] as const;

export async function backofficeKit() {
  const { t, brand } = await lotteryApp();
  const tokens = new Map<StaffRole, string>();
  const names = new Map<StaffRole, string>();
  for (const role of ROLES) {
    const s = await makeStaff(t, { role });
    names.set(role, s.username);
    tokens.set(role, await signInStaff(t, s));
  }
  let seq = 0;
  return {
    t,
    brand,
    names,
    /** Signs in one more staff member (a second operator of a role). */
    async another(role: StaffRole) {
      const s = await makeStaff(t, { role });
      return { username: s.username, token: await signInStaff(t, s) };
    },
    get: (url: string, role: StaffRole = 'owner', lang?: string) =>
      call(t.app, { method: 'GET', url, token: tokens.get(role) ?? '', ...(lang ? { lang } : {}) }),
    post: (
      url: string,
      payload: Record<string, unknown>,
      role: StaffRole | { token: string } = 'risk',
      lang?: string,
    ) =>
      call(t.app, {
        method: 'POST',
        url,
        token: typeof role === 'string' ? (tokens.get(role) ?? '') : role.token,
        payload,
        headers: { 'user-agent': 'vitest' },
        ...(lang ? { lang } : {}),
      }),
    /** Every row but staff sessions (a call touches its session), for "nothing changed" checks. */
    state: async () =>
      (await snapshot(t.database))
        .split('\n')
        .filter((l) => !l.startsWith('staff_sessions:'))
        .join('\n'),
    async lastAudit(action: string) {
      const [row] = await t.app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    },
    /** A draw of the brand written as the draws service would (open, ten minutes ahead by default). */
    async makeDraw(over: Partial<typeof lotteryDraws.$inferInsert> = {}) {
      const at = new Date(t.clock.now().getTime() + 600_000);
      seq += 1;
      const [d] = await t.app.deps.db
        .insert(lotteryDraws)
        .values({
          brandId: brand.id,
          gameCode: 'ELOTT_5D5',
          drawNo: `20320101-${String(seq).padStart(4, '0')}`,
          status: 'open',
          opensAt: new Date(at.getTime() - 300_000),
          closesAt: new Date(at.getTime() - 30_000),
          drawsAt: at,
          weekday: at.getUTCDay(),
          source: 'house',
          seedHash: 'ab'.repeat(32),
          createdAt: t.clock.now(),
          ...over,
        })
        .returning();
      if (!d) throw new Error('no draw');
      return d;
    },
  };
}

export type BackofficeKit = Awaited<ReturnType<typeof backofficeKit>>;
