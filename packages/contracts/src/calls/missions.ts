import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';

// Missions and leaderboards as the member sees them (issue 19 item 3; docs/decisions/1530-missions.md):
// daily and weekly missions fed by the member's deposits, bets and sign-ins, claimed for points or a
// reward-centre reward; leaderboards of the top 100 by valid bet or by win per day, week or month.

export const ZMissionCadence = z.enum(['daily', 'weekly']);
export type TMissionCadence = z.infer<typeof ZMissionCadence>;
export const ZMissionKind = z.enum(['deposit', 'bet', 'signin', 'rounds']);
export type TMissionKind = z.infer<typeof ZMissionKind>;
export const ZRewardKind = z.enum(['points', 'cash', 'bonus']);
export type TRewardKind = z.infer<typeof ZRewardKind>;
export const ZBoardMetric = z.enum(['validBet', 'win']);
export type TBoardMetric = z.infer<typeof ZBoardMetric>;
export const ZBoardCadence = z.enum(['daily', 'weekly', 'monthly']);
export type TBoardCadence = z.infer<typeof ZBoardCadence>;

/** A reward: points (a whole number) or cash/bonus in major units. */
export const ZMissionReward = z.object({ kind: ZRewardKind, amount: z.number() });
export type TMissionReward = z.infer<typeof ZMissionReward>;

export const ZMissionStatus = z.enum(['inProgress', 'completed', 'claimed']);
export type TMissionStatus = z.infer<typeof ZMissionStatus>;

export const ZMission = z.object({
  id: z.number().int(),
  cadence: ZMissionCadence,
  kind: ZMissionKind,
  /** The game category a bet or rounds mission counts; '' = any game. */
  category: z.string(),
  title: z.string(),
  /** Major units for deposit and bet missions; days or rounds otherwise. */
  target: z.number(),
  progress: z.number(),
  /** 0..100 */
  percent: z.number().int(),
  reward: ZMissionReward,
  status: ZMissionStatus,
  /** When the current day or week ends (ms). */
  endsAt: z.number(),
});
export type TMission = z.infer<typeof ZMission>;

export const ZMissionSummary = z.object({
  missions: z.array(ZMission),
  /** Completed missions waiting to be claimed (the member-centre badge). */
  claimable: z.number().int(),
});
export type TMissionSummary = z.infer<typeof ZMissionSummary>;

export const summary = defineCall({
  id: 'missions.summary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: 'token',
  allowTrial: false,
  summary: "The brand's live daily and weekly missions with the member's progress in the current period",
  request: z.object({}),
  response: ZMissionSummary,
});

export const claimableCount = defineCall({
  id: 'missions.claimableCount',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionClaimableCount',
  auth: 'token',
  allowTrial: false,
  summary: 'How many completed missions wait to be claimed (the member-centre badge)',
  request: z.object({}),
  response: z.object({ count: z.number().int() }),
});

export const claim = defineCall({
  id: 'missions.claim',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMission',
  auth: 'token',
  allowTrial: false,
  summary:
    "Claims a completed mission's reward for the current period, exactly once: points to the points balance, cash or bonus to the reward centre",
  request: z.object({ missionId: z.number().int().positive().max(2_147_483_647) }),
  response: z.object({ missionId: z.number().int(), reward: ZMissionReward }),
});

export const ZBoardPrize = z.object({
  fromRank: z.number().int(),
  toRank: z.number().int(),
  kind: ZRewardKind,
  amount: z.number(),
});

export const ZBoardRow = z.object({
  rank: z.number().int(),
  /** The member's name, masked (ab***yz) unless it is the member asking. */
  name: z.string(),
  /** Major units. */
  score: ZMajor,
  me: z.boolean(),
});
export type TBoardRow = z.infer<typeof ZBoardRow>;

export const ZBoard = z.object({
  id: z.number().int(),
  title: z.string(),
  metric: ZBoardMetric,
  cadence: ZBoardCadence,
  /** The current period's key (yyyy-MM-dd of the day or week's Monday; yyyy-MM). */
  period: z.string(),
  endsAt: z.number(),
  prizes: z.array(ZBoardPrize),
  top: z.array(ZBoardRow),
  /** The member's place; rank null outside the top 100 (or with no score yet). */
  mine: z.object({ rank: z.number().int().nullable(), score: ZMajor }),
});
export type TBoard = z.infer<typeof ZBoard>;

export const ZBoardWinner = z.object({
  boardId: z.number().int(),
  title: z.string(),
  period: z.string(),
  rank: z.number().int(),
  name: z.string(),
  score: ZMajor,
  prize: ZMissionReward,
});
export type TBoardWinner = z.infer<typeof ZBoardWinner>;

export const leaderboard = defineCall({
  id: 'missions.leaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: 'token',
  allowTrial: false,
  summary: "The brand's live leaderboards (top 100 of the current period, the member's own rank) and past winners",
  request: z.object({}),
  response: z.object({ boards: z.array(ZBoard), winners: z.array(ZBoardWinner) }),
});
