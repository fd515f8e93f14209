import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and change the house lotteries in the back office (docs/decisions/1200-lotteries.md,
// "Back office: roles").

/** Lotteries, odds tables, draws and exposure: everyone who reads the brand's money or serves players. */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'];
/** What the house pays and takes (odds, limits, result source, enabled): owners, admins and risk. */
const MANAGERS: readonly StaffRole[] = ['owner', 'admin', 'risk'];
/** Voiding a draw and outside results (a second, different operator confirms): owners, admins and risk. */
const DRAW_ACTORS: readonly StaffRole[] = ['owner', 'admin', 'risk'];

export const LOTTERY_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeLottery.lotteries': READERS,
  'backofficeLottery.odds': READERS,
  'backofficeLottery.draws': READERS,
  'backofficeLottery.draw': READERS,
  'backofficeLottery.exposure': READERS,
  'backofficeLottery.settingsUpdate': MANAGERS,
  'backofficeLottery.oddsUpdate': MANAGERS,
  'backofficeLottery.voidDraw': DRAW_ACTORS,
  'backofficeLottery.enterResult': DRAW_ACTORS,
  'backofficeLottery.confirmResult': DRAW_ACTORS,
};
