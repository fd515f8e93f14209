import { createHash, randomBytes } from 'node:crypto';
import {
  FREE_PLAY_START_MINOR,
  type TVendorAuthenticateResponse,
  VENDOR_MAX_SKEW_MS,
  VENDOR_SESSION_TTL_MS,
  type VendorAction,
  ZVendorAuthenticateRequest,
  ZVendorBalanceRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWinRequest,
} from '@app/contracts/calls/vendor';
import type { Language } from '@app/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { gameLaunches, games, members, vendorSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { nulFields, withNulFields } from '../../lib/input-text.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import { playMoney } from '../play-money/play-money.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { createVendorMoney } from './money.ts';
import { failReply, type MoneyInput, okReply, type VendorReply } from './replies.ts';
import { createVendorRounds } from './rounds.ts';
import { createVendorSessions, SESSION_COLUMNS, type VendorRow } from './sessions.ts';
import { vendorSignatureValid } from './signature.ts';

export type { VendorReply } from './replies.ts';
export { playerIdOf } from './sessions.ts';

/**
 * The seamless wallet API (DECISIONS "Games", docs/vendor-api.md): signed calls from game vendors that
 * authenticate players and move their money through the wallet, idempotent per (vendor, transaction).
 * Every bet, win and rollback runs in one database transaction that claims its transaction id, books
 * the round, moves the money and stores the exact answer, so each effect happens once and a repeat
 * (even a concurrent one, which waits on the claim) gets the first answer byte for byte.
 * This file checks each call (signature, schema, freshness) and answers authenticate and balance;
 * the lookups are in sessions.ts, the money calls in money.ts (bets and wins booked in batches by
 * batch.ts, rollbacks in rounds.ts) and the reply bodies in replies.ts.
 */
export function createVendorApiService(
  deps: Deps,
  wallet: WalletService,
  vendorService: VendorService,
  brands: BrandService,
) {
  const sessions = createVendorSessions(deps, wallet, vendorService, brands);
  const { vendorByCode, toSession, findSession, balanceOf } = sessions;
  const rounds = createVendorRounds(deps, wallet, sessions);
  const { money } = createVendorMoney(deps, wallet, vendorService, sessions, rounds);

  async function authenticate(vendor: VendorRow, token: string, lang: Language): Promise<VendorReply> {
    const hash = createHash('sha256').update(token).digest('hex');
    const [launch] = await deps.db
      .select({
        id: gameLaunches.id,
        brandId: gameLaunches.brandId,
        memberId: gameLaunches.memberId,
        gameId: gameLaunches.gameId,
        freePlay: gameLaunches.freePlay,
        currency: gameLaunches.currency,
        language: gameLaunches.language,
        expiresAt: gameLaunches.expiresAt,
        username: members.username,
        gameCode: games.gameCode,
        nodeId: games.nodeId,
      })
      .from(gameLaunches)
      .innerJoin(members, eq(members.id, gameLaunches.memberId))
      .innerJoin(games, eq(games.id, gameLaunches.gameId))
      .where(and(eq(gameLaunches.tokenHash, hash), eq(gameLaunches.vendorId, vendor.id)));
    const now = deps.now();
    if (!launch || launch.expiresAt <= now) return failReply('vendor.token.invalid', lang);
    // The token opens one session, once: of calls racing with it exactly one inserts (the launch is
    // unique in vendor_sessions) and every other use is refused, so a leaked token opens nothing.
    const [row] = await deps.db
      .insert(vendorSessions)
      .values({
        id: randomBytes(24).toString('base64url'),
        launchId: launch.id,
        brandId: launch.brandId,
        memberId: launch.memberId,
        vendorId: vendor.id,
        gameId: launch.gameId,
        freePlay: launch.freePlay,
        currency: launch.currency,
        language: launch.language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VENDOR_SESSION_TTL_MS),
      })
      .onConflictDoNothing({ target: vendorSessions.launchId })
      .returning(SESSION_COLUMNS);
    if (!row) return failReply('vendor.token.invalid', lang);
    if (launch.freePlay) {
      // A trial account made by the sign-in flow already has its play money; one made otherwise gets it now.
      await playMoney.open(deps.db, launch.memberId, launch.brandId, FREE_PLAY_START_MINOR);
    }
    const s = await toSession(row);
    return okReply({
      sessionId: s.id,
      playerId: s.playerId,
      username: launch.username,
      mode: s.freePlay ? 'free' : 'real',
      currency: s.currency,
      balance: await balanceOf(vendor, s),
      gameCode: launch.gameCode,
      nodeId: launch.nodeId,
      language: s.lang,
      merchantCode: s.brand.merchantCode,
    } satisfies TVendorAuthenticateResponse);
  }

  const fieldList = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
    issues.map((i) => ({ field: i.path.map(String).join('.'), reason: i.message }));

  const SCHEMAS = {
    authenticate: ZVendorAuthenticateRequest,
    balance: ZVendorBalanceRequest,
    bet: ZVendorBetRequest,
    win: ZVendorWinRequest,
    rollback: ZVendorRollbackRequest,
  } as const;

  return {
    /** One vendor call: signature, schema, freshness, then the action. */
    async handle(
      action: VendorAction,
      req: {
        vendorCode: string | undefined;
        signature: string | undefined;
        rawBody: string;
        body: unknown;
        lang: Language;
      },
    ): Promise<VendorReply> {
      const code = req.vendorCode?.trim().toUpperCase();
      const vendor = code && /^[A-Z0-9_]{2,32}$/.test(code) ? await vendorByCode(code) : undefined;
      if (!vendor || !vendorSignatureValid(vendor.secret, req.rawBody, req.signature?.trim())) {
        return failReply('vendor.signature.invalid', req.lang);
      }
      const nul = nulFields(req.body);
      const parsed = SCHEMAS[action].safeParse(req.body);
      if (!parsed.success || nul.length > 0) {
        const issues = parsed.success ? [] : fieldList(parsed.error.issues);
        return failReply('request_param_err', req.lang, { fields: withNulFields(nul, issues) });
      }
      if (Math.abs(deps.now().getTime() - parsed.data.timestamp) > VENDOR_MAX_SKEW_MS) {
        return failReply('vendor.timestamp.stale', req.lang);
      }
      switch (action) {
        case 'authenticate':
          return authenticate(vendor, (parsed.data as z.output<typeof ZVendorAuthenticateRequest>).token, req.lang);
        case 'balance': {
          const input = parsed.data as z.output<typeof ZVendorBalanceRequest>;
          const s = await findSession(vendor, input.sessionId, input.playerId);
          if (!s) return failReply('vendor.player.unknown', req.lang);
          return okReply({ balance: await balanceOf(vendor, s), currency: s.currency });
        }
        default:
          return money(action, vendor, parsed.data as MoneyInput);
      }
    },
  };
}

export type VendorApiService = ReturnType<typeof createVendorApiService>;
