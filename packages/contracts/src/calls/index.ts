import { type CallDef, isCallDef } from '../define.ts';
import * as auth from './auth.ts';
import * as backoffice from './backoffice.ts';
import * as backofficeAudit from './backoffice-audit.ts';
import * as backofficeStaff from './backoffice-staff.ts';
import * as bets from './bets.ts';
import * as cashier from './cashier.ts';
import * as content from './content.ts';
import * as games from './games.ts';
import * as house from './house.ts';
import * as system from './system.ts';
import * as wallet from './wallet.ts';

/** Every call of the product, by area. The server registers all of them; the fuzz suite walks them. */
export const CALLS = {
  system,
  auth,
  games,
  content,
  wallet,
  cashier,
  backoffice,
  bets,
  house,
  backofficeStaff,
  backofficeAudit,
} as const;

export const ALL_CALLS: readonly CallDef[] = Object.values(CALLS).flatMap((area) =>
  (Object.values(area) as unknown[]).filter(isCallDef),
);
