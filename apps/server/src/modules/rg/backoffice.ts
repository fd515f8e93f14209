import type { TPlayScope, TPlayStop } from '@app/contracts/calls/backoffice-rg';
import type { TRgKind } from '@app/contracts/calls/rg';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members, playStops } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import type { RgService } from './rg-service.ts';

type Acting = StaffActing;

type StopRow = {
  id: string | number;
  scope: TPlayScope;
  vassalage: string | null;
  game_code: string | null;
  game_vendor: string | null;
  username: string | null;
  reason: string;
  created_by: string;
  created_at: Date | string;
};

function stopOf(r: StopRow): TPlayStop {
  const subject =
    r.scope === 'vendor'
      ? (r.vassalage ?? '')
      : r.scope === 'game'
        ? `${r.game_vendor ?? ''}/${r.game_code ?? ''}`
        : r.scope === 'member'
          ? (r.username ?? '')
          : '';
  return {
    id: Number(r.id),
    scope: r.scope,
    subject,
    reason: r.reason,
    by: r.created_by,
    at: new Date(r.created_at).getTime(),
  };
}

export type RgBackoffice = ReturnType<typeof createRgBackoffice>;

/**
 * The back office's responsible gaming (docs/decisions/1400 "Operator controls"): gaming stopped on
 * demand (the stake trigger of migration 1400 refuses the next stake; launches are refused here), and
 * a member's limits, which staff may lower but never raise. Every write is audited with its reason.
 */
export function createRgBackoffice(deps: Deps, rg: RgService, audit: AuditService) {
  const { db } = deps;

  async function list(exec: DbOrTx, brandId: number, id?: number): Promise<TPlayStop[]> {
    const rows = await rowsOf<StopRow>(
      exec,
      sql`SELECT s.id, s.scope, v.vassalage, g.game_code, gv.vassalage AS game_vendor, m.username,
                 s.reason, s.created_by, s.created_at
            FROM play_stops s
            LEFT JOIN game_vendors v ON v.id = s.vendor_id
            LEFT JOIN games g ON g.id = s.game_id
            LEFT JOIN game_vendors gv ON gv.id = g.vendor_id
            LEFT JOIN members m ON m.id = s.member_id
           WHERE s.brand_id = ${brandId} AND s.ended_at IS NULL
             AND (${id ?? null}::bigint IS NULL OR s.id = ${id ?? null}::bigint)
           ORDER BY s.created_at DESC, s.id DESC`,
    );
    return rows.map(stopOf);
  }

  async function memberId(brand: Brand, username: string): Promise<{ id: number; username: string }> {
    const [m] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.brandId, brand.id), sql`lower(${members.username}) = lower(${username})`));
    if (!m) throw new AppError('rg.member.not.found', { field: 'username' });
    return m;
  }

  /** The ids a stop's subject names in this brand (vendor code, VENDOR/GAME, username). */
  async function subjectIds(brand: Brand, scope: TPlayScope, subject: string) {
    if (scope === 'brand') return {};
    if (scope === 'member') return { memberId: (await memberId(brand, subject)).id };
    const [vendorCode, gameCode] = scope === 'game' ? subject.split('/') : [subject, undefined];
    const [row] = await rowsOf<{ vendor_id: number; game_id: string | null }>(
      db,
      sql`SELECT v.id AS vendor_id, g.id AS game_id FROM game_vendors v
            LEFT JOIN games g ON g.vendor_id = v.id AND g.game_code = ${gameCode ?? ''}
           WHERE v.vassalage = ${(vendorCode ?? '').toUpperCase()}`,
    );
    if (!row || (scope === 'game' && row.game_id === null)) throw new AppError('rg.stop.subject', { field: 'subject' });
    return scope === 'vendor' ? { vendorId: Number(row.vendor_id) } : { gameId: Number(row.game_id) };
  }

  return {
    stops: (brand: Brand) => list(db, brand.id),

    async stop(brand: Brand, input: { scope: TPlayScope; subject: string; reason: string }, acting: Acting) {
      const ids = await subjectIds(brand, input.scope, input.subject.trim());
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(playStops)
            .values({
              brandId: brand.id,
              scope: input.scope,
              vendorId: ids.vendorId ?? null,
              gameId: ids.gameId ?? null,
              memberId: ids.memberId ?? null,
              reason: input.reason,
              createdBy: acting.actor.name,
              createdAt: deps.now(),
            })
            .returning({ id: playStops.id });
          if (!row) throw new Error('play_stops insert returned nothing');
          const [made] = await list(tx, brand.id, row.id);
          if (!made) throw new Error('play stop not found after insert');
          await audit.record(tx, {
            brandId: brand.id,
            ...acting,
            action: 'play.stop',
            target: { kind: `play_${input.scope}`, id: made.subject || brand.merchantCode },
            after: { ...made },
            reason: input.reason,
          });
          return made;
        });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('rg.stop.exists');
        throw e;
      }
    },

    async resume(brand: Brand, input: { id: number; reason: string }, acting: Acting) {
      await db.transaction(async (tx) => {
        const [before] = await list(tx, brand.id, input.id);
        const [row] = await tx
          .update(playStops)
          .set({ endedAt: deps.now(), endedBy: acting.actor.name })
          .where(and(eq(playStops.id, input.id), eq(playStops.brandId, brand.id), isNull(playStops.endedAt)))
          .returning({ id: playStops.id });
        if (!row || !before) throw new AppError('rg.stop.not.found');
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'play.resume',
          target: { kind: `play_${before.scope}`, id: before.subject || brand.merchantCode },
          before: { ...before },
          reason: input.reason,
        });
      });
      return { list: await list(db, brand.id) };
    },

    async member(brand: Brand, username: string) {
      const m = await memberId(brand, username);
      return { memberId: m.id, username: m.username, state: await rg.state(brand, m.id) };
    },

    async lowerLimit(
      brand: Brand,
      input: {
        username: string;
        kind: TRgKind;
        period: 'day' | 'week' | 'month';
        amount: unknown;
        reason: string;
      },
      acting: Acting,
    ) {
      const m = await memberId(brand, input.username);
      return { memberId: m.id, username: m.username, state: await rg.lowerByStaff(brand, m.id, input, acting) };
    },

    /** Refuses a launch stopped on demand: the brand, the vendor, the game or the member (play.stopped). */
    async assertLaunch(brand: Brand, memberId: number, vassalage: string, gameCode: string): Promise<void> {
      const [hit] = await rowsOf<{ id: string }>(
        db,
        sql`SELECT s.id FROM play_stops s
             WHERE s.brand_id = ${brand.id} AND s.ended_at IS NULL
               AND (s.scope = 'brand' OR s.member_id = ${memberId}
                    OR s.vendor_id = (SELECT v.id FROM game_vendors v WHERE v.vassalage = ${vassalage})
                    OR s.game_id IN (SELECT g.id FROM games g JOIN game_vendors v ON v.id = g.vendor_id
                                      WHERE v.vassalage = ${vassalage} AND g.game_code = ${gameCode}))
             LIMIT 1`,
      );
      if (hit) throw new AppError('play.stopped');
    },
  };
}
