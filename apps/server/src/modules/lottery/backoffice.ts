/**
 * The back office's lotteries and odds tables (docs/decisions/1200-lotteries.md, "Back office"): the
 * brand's settings of each lottery (absent row: the definition's defaults) and its odds with the
 * published RTP; every change audited with before/after and a reason, in the same transaction.
 */
import type { TLotterySettings, TOddsRow } from '@app/contracts/calls/backoffice-lottery';
import type { Language } from '@app/contracts/languages';
import { LOTTERIES, lotteryOf } from '@app/contracts/lottery/games';
import { oddsFit } from '@app/contracts/lottery/odds-table';
import { publishedRtp } from '@app/contracts/lottery/rules';
import type { LotteryDef, OddsTable, PlayTypeDef } from '@app/contracts/lottery/types';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lotterySettings } from '../../db/schema/lottery.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf, major } from '../wallet/money.ts';
import { applied } from './brand-lotteries.ts';

export interface Acting {
  actor: AuditActor;
  ip: string;
  channel: string;
}

type SettingsRow = typeof lotterySettings.$inferSelect;
type Odds = PlayTypeDef['odds'];

export function defOf(gameCode: string): LotteryDef {
  const def = lotteryOf(gameCode);
  if (!def) throw new AppError('lottery.game.unknown');
  return def;
}

const sameOdds = (a: Odds, b: Odds) =>
  typeof a === 'number' || typeof b === 'number'
    ? a === b
    : Object.keys(a).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length;

/** The brand's table after `changes` (null: back to the default), or `lottery.odds.invalid`. */
export function nextOddsTable(def: LotteryDef, table: OddsTable, changes: Record<string, Odds | null>): OddsTable {
  const next: Record<string, Odds> = { ...table };
  for (const [code, value] of Object.entries(changes)) {
    const play = def.playTypes.find((p) => p.code === code);
    if (!play) throw new AppError('lottery.play.unknown', { playType: code });
    if (value === null || sameOdds(play.odds, value)) {
      delete next[code];
      continue;
    }
    // The default's shape, whole basis points above one unit, and a published RTP below 100%.
    if (!oddsFit(def, play, value)) throw new AppError('lottery.odds.invalid', { playType: code });
    next[code] = value;
  }
  return next;
}

export function createLotteryBackoffice(deps: Deps, audit: AuditService) {
  const { db } = deps;

  const rowOf = async (tx: Tx | Deps['db'], brand: Brand, gameCode: string) =>
    (
      await tx
        .select()
        .from(lotterySettings)
        .where(and(eq(lotterySettings.brandId, brand.id), eq(lotterySettings.gameCode, gameCode)))
    )[0];

  const toSettings = (brand: Brand, lang: Language, def: LotteryDef, row: SettingsRow | undefined) => {
    const e = applied(def, row);
    const orNull = (v: number | null) => (v === null ? null : major(brand, v));
    return {
      gameCode: def.gameCode,
      name: def.names[lang] ?? def.names.EN,
      vendor: def.vassalage,
      enabled: e.enabled,
      resultSource: e.source,
      schedule: def.schedule.kind === 'weekly' ? { ...def.schedule, days: [...def.schedule.days] } : def.schedule,
      closeSeconds: e.closeSeconds,
      minUnit: major(brand, e.minUnit),
      maxUnit: major(brand, e.maxUnit),
      maxPayoutNumber: orNull(e.maxPayoutNumber),
      maxPayoutDraw: orNull(e.maxPayoutDraw),
      oddsChanged: Object.keys(e.odds).length,
      updatedBy: row?.updatedBy ?? '',
    } satisfies TLotterySettings as TLotterySettings;
  };

  const oddsRows = (def: LotteryDef, table: OddsTable): TOddsRow[] =>
    def.playTypes.map((play) => ({
      playType: play.code,
      tab: play.tab,
      defaultOdds: play.odds as TOddsRow['defaultOdds'],
      brandOdds: (table[play.code] ?? null) as TOddsRow['brandOdds'],
      rtp: publishedRtp(def, play, table),
      defaultRtp: publishedRtp(def, play),
    }));

  /** Writes the brand's row (made from the defaults when absent) and its audit entry in one transaction. */
  async function change(
    brand: Brand,
    gameCode: string,
    action: string,
    reason: string,
    acting: Acting,
    apply: (before: SettingsRow | undefined, def: LotteryDef) => Partial<SettingsRow>,
    view: (row: SettingsRow | undefined) => Record<string, unknown>,
  ) {
    const def = defOf(gameCode);
    const entry = { brandId: brand.id, action, reason, ...acting };
    audit.check(entry);
    return db.transaction(async (tx) => {
      const before = (
        await tx
          .select()
          .from(lotterySettings)
          .where(and(eq(lotterySettings.brandId, brand.id), eq(lotterySettings.gameCode, gameCode)))
          .for('update')
      )[0];
      const values = { ...apply(before, def), updatedAt: deps.now(), updatedBy: acting.actor.name };
      const [after] = await tx
        .insert(lotterySettings)
        .values({ brandId: brand.id, gameCode, resultSource: def.resultSource, ...values })
        .onConflictDoUpdate({ target: [lotterySettings.brandId, lotterySettings.gameCode], set: values })
        .returning();
      await audit.record(tx, {
        ...entry,
        target: { kind: 'lottery', id: gameCode },
        before: view(before),
        after: view(after),
      });
      return { def, after };
    });
  }

  return {
    async lotteries(brand: Brand, lang: Language) {
      const rows = await db.select().from(lotterySettings).where(eq(lotterySettings.brandId, brand.id));
      const byCode = new Map(rows.map((r) => [r.gameCode, r]));
      return {
        list: LOTTERIES.map((def) => toSettings(brand, lang, def, byCode.get(def.gameCode))),
        currency: brand.settings.currency,
      };
    },

    async settingsUpdate(
      brand: Brand,
      lang: Language,
      input: {
        gameCode: string;
        enabled: boolean;
        resultSource: 'house' | 'outside';
        closeSeconds: number;
        minUnit: unknown;
        maxUnit: unknown;
        maxPayoutNumber: unknown;
        maxPayoutDraw: unknown;
        reason: string;
      },
      acting: Acting,
    ) {
      const minUnit = amountOf(input.minUnit, brand, 'minUnit');
      const maxUnit = amountOf(input.maxUnit, brand, 'maxUnit');
      const optional = (v: unknown, field: string) => (v === null ? null : amountOf(v, brand, field));
      const maxPayoutNumber = optional(input.maxPayoutNumber, 'maxPayoutNumber');
      const maxPayoutDraw = optional(input.maxPayoutDraw, 'maxPayoutDraw');
      if (minUnit > maxUnit) throw new AppError('lottery.limits.invalid', { field: 'minUnit' });
      if (maxPayoutNumber !== null && maxPayoutDraw !== null && maxPayoutNumber > maxPayoutDraw)
        throw new AppError('lottery.limits.invalid', { field: 'maxPayoutNumber' });
      const view = (r: SettingsRow | undefined) => {
        const { def: _def, odds: _odds, ...rest } = applied(defOf(input.gameCode), r);
        return rest;
      };
      const { def, after } = await change(
        brand,
        input.gameCode,
        'lottery.settings_set',
        input.reason,
        acting,
        () => ({
          enabled: input.enabled,
          resultSource: input.resultSource,
          closeSeconds: input.closeSeconds,
          minUnit,
          maxUnit,
          maxPayoutNumber,
          maxPayoutDraw,
        }),
        view,
      );
      return toSettings(brand, lang, def, after);
    },

    async odds(brand: Brand, lang: Language, gameCode: string) {
      const def = defOf(gameCode);
      const row = await rowOf(db, brand, gameCode);
      return { gameCode: def.gameCode, name: def.names[lang] ?? def.names.EN, list: oddsRows(def, row?.odds ?? {}) };
    },

    async oddsUpdate(
      brand: Brand,
      lang: Language,
      input: { gameCode: string; odds: Record<string, Odds | null>; reason: string },
      acting: Acting,
    ) {
      const { def, after } = await change(
        brand,
        input.gameCode,
        'lottery.odds_set',
        input.reason,
        acting,
        (before, d) => ({ odds: nextOddsTable(d, before?.odds ?? {}, input.odds) }),
        (r) => ({ odds: r?.odds ?? {} }),
      );
      return { gameCode: def.gameCode, name: def.names[lang] ?? def.names.EN, list: oddsRows(def, after?.odds ?? {}) };
    },

    /** Used by the draws view: the effective limits of a lottery of the brand. */
    async limits(brand: Brand, gameCode: string) {
      const def = lotteryOf(gameCode);
      if (!def) return { maxPayoutNumber: null, maxPayoutDraw: null };
      return applied(def, await rowOf(db, brand, gameCode));
    },
  };
}

export type LotteryBackoffice = ReturnType<typeof createLotteryBackoffice>;
