/**
 * What the member reads of the bonus engine (calls bonus.details and bonus.grant): grants with their
 * progress, and a grant's history from bonus_contributions and its ends. Amounts answer in major units.
 */
import type { TGrant, ZGrantEvent } from '@app/contracts/calls/bonus';
import type { Language } from '@app/contracts/languages';
import { sharedMessage } from '@app/contracts/messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { GrantStatusDb, Localized } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';

type Num = number | string;
type GrantEvent = z.infer<typeof ZGrantEvent>;

interface GrantRow {
  id: Num;
  promotion_id: Num | null;
  title: Localized;
  amount: Num;
  deposit_amount: Num;
  wagering_required: Num;
  wagered: Num;
  contributions: Record<string, number>;
  max_bet: Num | null;
  max_win: Num | null;
  status: GrantStatusDb;
  status_reason: string;
  converted: Num;
  forfeited: Num;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
  balance: Num | null;
}

const COLUMNS = sql`g.id, g.promotion_id, g.title, g.amount, g.deposit_amount, g.wagering_required, g.wagered,
  g.contributions, g.max_bet, g.max_win, g.status, g.status_reason, g.converted, g.forfeited, g.created_at,
  g.expires_at, g.ended_at,
  CASE WHEN g.status = 'active' THEN (SELECT w.balance FROM wallet_accounts w WHERE w.id = g.account_id) END AS balance`;

/** A text in the reader's language: theirs, else the brand's default, else English, else any. */
export function localized(texts: Localized, lang: Language, brand: Brand): string {
  return texts[lang] ?? texts[brand.settings.defaultLanguage] ?? texts.EN ?? Object.values(texts).find((t) => t) ?? '';
}

export function grantView(brand: Brand, r: GrantRow, lang: Language): TGrant {
  const required = Number(r.wagering_required);
  const wagered = Number(r.wagered);
  const m = (v: Num | null) => major(brand, Number(v ?? 0));
  return {
    id: Number(r.id),
    promotionId: r.promotion_id === null ? null : Number(r.promotion_id),
    title: localized(r.title, lang, brand),
    amount: m(r.amount),
    deposit: m(r.deposit_amount),
    wageringRequired: major(brand, Math.max(required - wagered, 0)),
    wagered: major(brand, Math.max(wagered, 0)),
    progressBp:
      required <= 0 ? 10_000 : Math.max(0, Math.min(10_000, Math.floor((Math.max(wagered, 0) * 10_000) / required))),
    contributions: r.contributions,
    maxBet: r.max_bet === null ? null : m(r.max_bet),
    maxWin: r.max_win === null ? null : m(r.max_win),
    status: r.status,
    // A key of the shared catalogue (bonus.json), or the staff's own words for a revocation.
    statusReason: r.status === 'active' ? '' : (sharedMessage(r.status_reason, lang) ?? r.status_reason),
    balance: m(r.balance),
    converted: m(r.converted),
    forfeited: m(r.forfeited),
    createdAt: new Date(r.created_at).getTime(),
    expiresAt: new Date(r.expires_at).getTime(),
    endedAt: r.ended_at === null ? null : new Date(r.ended_at).getTime(),
  };
}

export function createBonusViews(deps: Deps) {
  async function grantRow(brand: Brand, memberId: number, grantId: number, exec: DbOrTx = deps.db): Promise<GrantRow> {
    const [row] = await rowsOf<GrantRow>(
      exec,
      sql`SELECT ${COLUMNS} FROM bonus_grants g WHERE g.id = ${grantId} AND g.member_id = ${memberId} AND g.brand_id = ${brand.id}`,
    );
    if (!row) throw new AppError('bonus.not.found');
    return row;
  }

  return {
    grantRow,

    /** The active grant, the bonus balance, and every grant of the member, newest first, a page at a time. */
    async details(brand: Brand, memberId: number, lang: Language, q: { pageNo: number; pageSize: number }) {
      const list = await rowsOf<GrantRow & { total: Num }>(
        deps.db,
        sql`SELECT ${COLUMNS}, count(*) OVER () AS total FROM bonus_grants g
             WHERE g.member_id = ${memberId} AND g.brand_id = ${brand.id}
             ORDER BY g.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      const [active] = await rowsOf<GrantRow>(
        deps.db,
        sql`SELECT ${COLUMNS} FROM bonus_grants g
             WHERE g.member_id = ${memberId} AND g.brand_id = ${brand.id} AND g.status = 'active'`,
      );
      let total = Number(list[0]?.total ?? 0);
      if (list.length === 0 && q.pageNo > 1) {
        const [c] = await rowsOf<{ n: Num }>(
          deps.db,
          sql`SELECT count(*) AS n FROM bonus_grants WHERE member_id = ${memberId} AND brand_id = ${brand.id}`,
        );
        total = Number(c?.n ?? 0);
      }
      return {
        active: active ? grantView(brand, active, lang) : null,
        bonusBalance: major(brand, Number(active?.balance ?? 0)),
        list: list.map((r) => grantView(brand, r, lang)),
        total,
      };
    },

    /** One grant with its history: granted, each counted bet (newest first), its end. */
    async history(
      brand: Brand,
      memberId: number,
      grantId: number,
      lang: Language,
      q: { pageNo: number; pageSize: number },
    ) {
      const g = await grantRow(brand, memberId, grantId);
      const rows = await rowsOf<{
        at: string;
        kind: string;
        category: string | null;
        game: string;
        valid: Num;
        amount: Num;
        total: Num;
      }>(
        deps.db,
        sql`WITH h AS (
              SELECT g.created_at AS at, 'granted' AS kind, NULL::text AS category, '' AS game, 0::bigint AS valid,
                     g.amount, 0 AS ord, '' AS k
                FROM bonus_grants g WHERE g.id = ${grantId}
              UNION ALL
              SELECT c.created_at, CASE WHEN c.valid_amount < 0 OR c.bet_key !~ ':0$' THEN 'correction' ELSE 'wager' END,
                     c.category, c.game, c.valid_amount, c.counted, 1, c.bet_key
                FROM bonus_contributions c WHERE c.grant_id = ${grantId}
              UNION ALL
              SELECT g.ended_at,
                     CASE g.status WHEN 'completed' THEN 'converted' ELSE g.status END,
                     NULL, '', 0, CASE WHEN g.status = 'completed' THEN g.converted ELSE g.forfeited END, 2, ''
                FROM bonus_grants g WHERE g.id = ${grantId} AND g.status <> 'active'
            )
            SELECT at, kind, category, game, valid, amount, count(*) OVER () AS total FROM h
             ORDER BY at DESC, ord DESC, k DESC
             LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      return {
        grant: grantView(brand, g, lang),
        events: rows.map((r) => ({
          at: new Date(r.at).getTime(),
          kind: r.kind as GrantEvent['kind'],
          category: r.category as GrantEvent['category'],
          game: r.game,
          valid: major(brand, Number(r.valid)),
          amount: major(brand, Number(r.amount)),
        })),
        total: Number(rows[0]?.total ?? 0),
      };
    },
  };
}

export type BonusViews = ReturnType<typeof createBonusViews>;
