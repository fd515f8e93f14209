import { z } from 'zod';
import { defineCall } from '../define.ts';
import { LANGUAGES } from '../languages.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZBoardCadence, ZBoardMetric, ZMissionCadence, ZMissionKind, ZRewardKind } from './missions.ts';
import { ZDate } from './shapes.ts';

/**
 * Back office: missions and leaderboards (issue 19 items 3 and 6; docs/decisions/1530-missions.md).
 * Every write needs a reason and is audited. Amounts in major units; points and counts are whole numbers.
 */

const ZReason = z.string().trim().min(2).max(1000);
const ZCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lower-case letters, digits, _ and -');
const ZTitles = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().max(80))
  .refine((n) => (n.EN ?? '').length > 0, { message: 'EN title required', path: ['EN'] });
const ZId = z.number().int().positive().max(2_147_483_647);

export const ZMissionInput = z.object({
  code: ZCode,
  cadence: ZMissionCadence,
  kind: ZMissionKind,
  category: z.string().trim().max(40),
  /** Major units for deposit and bet; days (sign-in) or rounds otherwise. */
  target: z.number().positive().max(1e12),
  rewardKind: ZRewardKind,
  /** Points, or major units for cash and bonus. */
  rewardAmount: z.number().positive().max(1e12),
  wageringMultiple: z.number().int().min(0).max(100),
  titles: ZTitles,
  sort: z.number().int().min(0).max(10_000),
});
export type TMissionInput = z.infer<typeof ZMissionInput>;

export const ZMissionRow = ZMissionInput.extend({
  id: z.number().int(),
  active: z.boolean(),
  /** Members who completed it / claimed it in the current period. */
  completed: z.number().int(),
  claimed: z.number().int(),
  updatedAt: z.number(),
});
export type TMissionRow = z.infer<typeof ZMissionRow>;

export const missions = defineCall({
  id: 'backofficeMissions.list',
  method: 'GET',
  path: '/backoffice/api/missions',
  auth: 'staff',
  open: true,
  summary: "The brand's missions, active and not, with this period's completions and claims",
  request: z.object({}),
  response: z.object({ missions: z.array(ZMissionRow) }),
});

export const createMission = defineCall({
  id: 'backofficeMissions.create',
  method: 'POST',
  path: '/backoffice/api/missions',
  auth: 'staff',
  open: true,
  summary: 'Adds a mission (live at once). With a reason, audited',
  request: z.object({ mission: ZMissionInput, reason: ZReason }),
  response: ZMissionRow,
});

export const editMission = defineCall({
  id: 'backofficeMissions.edit',
  method: 'PUT',
  path: '/backoffice/api/missions',
  auth: 'staff',
  open: true,
  summary: 'Changes a mission; progress already made is kept. With a reason, audited',
  request: z.object({ id: ZId, mission: ZMissionInput, reason: ZReason }),
  response: ZMissionRow,
});

export const setMissionActive = defineCall({
  id: 'backofficeMissions.setActive',
  method: 'POST',
  path: '/backoffice/api/missions/active',
  auth: 'staff',
  open: true,
  summary: 'Deactivates (or reactivates) a mission: a deactivated one stops counting and cannot be claimed. Audited',
  request: z.object({ id: ZId, active: z.boolean(), reason: ZReason }),
  response: ZMissionRow,
});

export const ZPrizeInput = z.object({
  fromRank: z.number().int().min(1).max(100),
  toRank: z.number().int().min(1).max(100),
  kind: ZRewardKind,
  amount: z.number().positive().max(1e12),
  wageringMultiple: z.number().int().min(0).max(100),
});
export type TPrizeInput = z.infer<typeof ZPrizeInput>;

export const ZBoardInput = z.object({
  code: ZCode,
  metric: ZBoardMetric,
  cadence: ZBoardCadence,
  titles: ZTitles,
  prizes: z.array(ZPrizeInput).max(100),
});
export type TBoardInput = z.infer<typeof ZBoardInput>;

export const ZBoardRowBo = ZBoardInput.extend({
  id: z.number().int(),
  active: z.boolean(),
  /** The current period's key. */
  period: z.string(),
  updatedAt: z.number(),
});
export type TBoardRowBo = z.infer<typeof ZBoardRowBo>;

export const leaderboards = defineCall({
  id: 'backofficeMissions.leaderboards',
  method: 'GET',
  path: '/backoffice/api/leaderboards',
  auth: 'staff',
  open: true,
  summary: "The brand's leaderboards with their prize tables",
  request: z.object({}),
  response: z.object({ boards: z.array(ZBoardRowBo) }),
});

export const createBoard = defineCall({
  id: 'backofficeMissions.createBoard',
  method: 'POST',
  path: '/backoffice/api/leaderboards',
  auth: 'staff',
  open: true,
  summary: 'Adds a leaderboard with its prize table (ranks 1..100, not overlapping). With a reason, audited',
  request: z.object({ board: ZBoardInput, reason: ZReason }),
  response: ZBoardRowBo,
});

export const editBoard = defineCall({
  id: 'backofficeMissions.editBoard',
  method: 'PUT',
  path: '/backoffice/api/leaderboards',
  auth: 'staff',
  open: true,
  summary: 'Changes a leaderboard (titles, prizes, active); its metric and period stay. With a reason, audited',
  request: z.object({ id: ZId, board: ZBoardInput, active: z.boolean(), reason: ZReason }),
  response: ZBoardRowBo,
});

export const standings = defineCall({
  id: 'backofficeMissions.standings',
  method: 'GET',
  path: '/backoffice/api/leaderboards/standings',
  auth: 'staff',
  open: true,
  summary: "A board's top 100 of a period (default the current one) and the prizes paid for it",
  request: z.object({
    id: z.coerce.number().int().positive().max(2_147_483_647),
    /** A day (yyyy-MM-dd; a week by its Monday) or a month (yyyy-MM). */
    period: z.union([ZDate, z.string().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, 'a month as yyyy-MM')]).optional(),
  }),
  response: z.object({
    period: z.string(),
    rows: z.array(z.object({ rank: z.number().int(), username: z.string(), score: ZMajor, reachedAt: z.number() })),
    paid: z.array(
      z.object({
        rank: z.number().int(),
        username: z.string(),
        score: ZMajor,
        kind: ZRewardKind,
        amount: z.number(),
        paidAt: z.number(),
      }),
    ),
  }),
});
