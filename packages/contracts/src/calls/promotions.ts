import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import {
  APPLICATION_LIMITS,
  ZApplicationStatus,
  ZBetCategory,
  ZContact,
  ZPromotionArt,
  ZPromotionCategory,
  ZPromotionKind,
  ZPromotionRules,
  ZPromotionState,
  ZRewardSource,
  ZRewardStatus,
  ZWagering,
} from './promotion-shapes.ts';
import { ZRequestId } from './wallet.ts';

// Promotions, the reward centre, raffles, red envelopes and invite friends as the player sees them
// (SPEC §1, §2, §3, §4, §5, §7; issue 18; docs/decisions/1300-promotions.md). Money major units,
// times epoch ms. Texts come in the request's language (the brand's default where one is missing).

const ZLanguageParam = z.string().max(10).optional();
const ZPromotionId = z.coerce.number().int().positive();
const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(15),
};

/** A promotion as the list shows it. */
export const ZPromotionCard = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: ZPromotionKind,
  category: ZPromotionCategory,
  title: z.string(),
  /** One or two plain-text lines under the title. */
  summary: z.string(),
  /** The drawn art (an SVG at `/art/promotions/<id>.svg`). */
  art: ZPromotionArt,
  artUrl: z.string(),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  /** The reader's state (anonymous: coming_soon, open or closed). */
  state: ZPromotionState,
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;

export const list = defineCall({
  id: 'promotions.list',
  method: 'GET',
  path: '/wps/promotions',
  auth: 'optional',
  summary:
    "The brand's live and coming promotions, in display order, with the reader's state of each; with a category, only that tab",
  request: z.object({ category: ZPromotionCategory.optional(), language: ZLanguageParam }),
  response: z.object({ list: z.array(ZPromotionCard) }),
});

/** How many promotions a game lobby's announcement strip shows at most. */
export const GAME_ANNOUNCEMENTS_MAX = 5;

export const gameAnnouncements = defineCall({
  id: 'promotions.gameAnnouncements',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getAnnouncements',
  auth: 'optional',
  summary:
    "A game lobby's announcements (SPEC §7 value.promotion): the brand's live promotions that concern the category, in display order",
  request: z.object({ gameType: ZBetCategory.optional(), language: ZLanguageParam }),
  response: z.object({ promotion: z.array(ZPromotionCard).max(GAME_ANNOUNCEMENTS_MAX) }),
});

/** What the member did in an application promotion (their latest application). */
export const ZApplication = z.object({
  id: z.number().int(),
  status: ZApplicationStatus,
  comment: z.string(),
  images: z.number().int(),
  /** Staff's reason when rejected; '' otherwise. */
  reason: z.string(),
  /** The reward granted on approval (major units); null until issued. */
  amount: ZMajor.nullable(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});

export const detail = defineCall({
  id: 'promotions.detail',
  method: 'GET',
  path: '/wps/promotions/detail',
  auth: 'optional',
  summary:
    'One promotion: its body (sanitised HTML), its rules in words and as data, and the reader’s part in it (application, what may be claimed)',
  request: z.object({ id: ZPromotionId, language: ZLanguageParam }),
  response: ZPromotionCard.extend({
    /** Sanitised HTML (p, h3, ul, ol, li, strong, em, a with https or site paths, br). */
    bodyHtml: z.string(),
    /** The rules in the reader's language, one line each (match and cap, wagering, eligibility...). */
    terms: z.array(z.string()),
    rules: ZPromotionRules,
    /** Whether the signed-in reader meets the eligibility now (false for anonymous readers). */
    eligible: z.boolean(),
    /** Why not, in the reader's language; '' when eligible. */
    ineligibleReason: z.string(),
    application: ZApplication.nullable(),
  }),
});

/** Upload path for an application image: POST the PNG or JPG bytes (checked by content, at most 5 MB). */
export const PROMOTION_IMAGE_UPLOAD_PATH = '/wps/promotions/images';
export const ZImageUploaded = z.object({ imageId: z.string() });

export const apply = defineCall({
  id: 'promotions.apply',
  method: 'POST',
  path: '/wps/promotions/apply',
  auth: 'token',
  allowTrial: false,
  summary: `Applies for an application promotion with a comment (at most ${APPLICATION_LIMITS.commentMax} characters), up to ${APPLICATION_LIMITS.imagesMax} uploaded images and, when asked, a Zalo or WhatsApp ID`,
  request: z.object({
    promotionId: ZPromotionId,
    comment: z.string().max(1000),
    imageIds: z.array(z.string().max(64)).max(10).default([]),
    contact: ZContact.nullable().default(null),
    requestId: ZRequestId,
  }),
  response: ZApplication,
});

/** A deposit or welcome bonus the member may choose in the deposit form. */
export const ZDepositOffer = z.object({
  promotionId: z.number().int(),
  kind: z.enum(['deposit', 'first_deposit']),
  title: z.string(),
  tiers: z.array(z.object({ minDeposit: ZMajor, matchBp: z.number().int(), cap: ZMajor })),
  wagering: ZWagering,
  /** With an amount in the request: the bonus that deposit would bring. */
  bonusFor: ZMajor.nullable(),
});

export const depositOffers = defineCall({
  id: 'promotions.depositOffers',
  method: 'GET',
  path: '/wps/promotions/deposit-offers',
  auth: 'token',
  allowTrial: false,
  summary:
    'The deposit and welcome bonuses the member may choose with their next deposit (none while another bonus is being wagered)',
  request: z.object({ amount: z.coerce.number().positive().optional(), language: ZLanguageParam }),
  response: z.object({ list: z.array(ZDepositOffer), activeBonus: z.boolean() }),
});

export const ZReward = z.object({
  id: z.number().int(),
  source: ZRewardSource,
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: ZMajor,
  /** Wagering multiple of the bonus it becomes when claimed (0: paid as cash). */
  wageringMultiple: z.number().int(),
  /** Claiming needs a Zalo or WhatsApp ID. */
  needsContact: z.boolean(),
  status: ZRewardStatus,
  createdAt: z.number(),
  expiresAt: z.number().nullable(),
  claimedAt: z.number().nullable(),
});
export type TReward = z.infer<typeof ZReward>;

export const rewards = defineCall({
  id: 'promotions.rewards',
  method: 'GET',
  path: '/wps/member/rewards',
  auth: 'token',
  allowTrial: false,
  summary: 'The reward centre: claimable rewards first, then the history, a page at a time; with the unclaimed count',
  request: z.object({
    status: z.enum(['claimable', 'history']).default('claimable'),
    ...ZPage,
    language: ZLanguageParam,
  }),
  response: z.object({ list: z.array(ZReward), total: z.number().int(), unclaimed: z.number().int() }),
});

export const rewardsCount = defineCall({
  id: 'promotions.rewardsCount',
  method: 'GET',
  path: '/wps/member/rewards/count',
  auth: 'token',
  summary: 'How many rewards wait to be claimed (the badge on rewardCenter)',
  request: z.object({}),
  response: z.object({ unclaimed: z.number().int() }),
});

export const claimReward = defineCall({
  id: 'promotions.claimReward',
  method: 'POST',
  path: '/wps/member/rewards/claim',
  auth: 'token',
  allowTrial: false,
  summary:
    'Claims a reward: paid as cash, or granted as a bonus with its wagering (refused while another bonus is being wagered); claimed once',
  request: z.object({
    rewardId: z.number().int().positive(),
    contact: ZContact.nullable().default(null),
    requestId: ZRequestId,
  }),
  response: z.object({ reward: ZReward, cash: ZMajor, bonusGrantId: z.number().int().nullable() }),
});

/** A raffle as its screen shows it. */
export const ZRaffle = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  status: z.enum(['open', 'drawn']),
  drawAt: z.number(),
  /** sha256 of the draw seed, published from the start; the seed itself once drawn. */
  seedHash: z.string(),
  seed: z.string().nullable(),
  joined: z.boolean(),
  myTickets: z.number().int(),
  totalTickets: z.number().int(),
  prizes: z.array(z.object({ rank: z.number().int(), amount: ZMajor, count: z.number().int() })),
  /** Once drawn: the winners (usernames masked) and their winning ticket numbers. */
  winners: z.array(
    z.object({
      rank: z.number().int(),
      username: z.string(),
      ticket: z.number().int(),
      amount: ZMajor,
      mine: z.boolean(),
    }),
  ),
  /**
   * Once drawn: every entrant's ticket count in member-id order (no names or ids), so anyone can
   * recompute the winners' ticket numbers from the seed (promotions/raffle-draw.ts). Absent before.
   */
  entryTickets: z.array(z.number().int().min(0)).optional(),
});

export const raffle = defineCall({
  id: 'promotions.raffle',
  method: 'GET',
  path: '/wps/promotions/raffle',
  auth: 'optional',
  summary: 'A raffle: draw time, the seed hash (the seed once drawn), my tickets, prizes and winners',
  request: z.object({ promotionId: ZPromotionId, language: ZLanguageParam }),
  response: ZRaffle,
});

export const claimRaffle = defineCall({
  id: 'promotions.claimRaffle',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: 'token',
  allowTrial: false,
  summary: 'Joins a raffle (SPEC §7 MCS2_claimRafflePromotion): tickets are earned from then until the draw',
  request: z.object({ promotionId: ZPromotionId }),
  response: ZRaffle,
});

/** A red envelope promotion's current or next round. */
export const ZEnvelope = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  /** The round open now, or null. */
  round: z
    .object({
      id: z.number().int(),
      opensAt: z.number(),
      closesAt: z.number(),
      shares: z.number().int(),
      sharesLeft: z.number().int(),
      pool: ZMajor,
    })
    .nullable(),
  /** When the next round opens (null: none left in the promotion's period). */
  nextOpensAt: z.number().nullable(),
  /** What I got from the open round (null: not claimed). */
  myShare: ZMajor.nullable(),
});

export const envelope = defineCall({
  id: 'promotions.envelope',
  method: 'GET',
  path: '/wps/promotions/envelope',
  auth: 'optional',
  summary: "A red envelope: the round open now (shares left) or the next one, and the reader's share",
  request: z.object({ promotionId: ZPromotionId, language: ZLanguageParam }),
  response: ZEnvelope,
});

export const claimEnvelope = defineCall({
  id: 'promotions.claimEnvelope',
  method: 'POST',
  path: '/wps/promotions/envelope/claim',
  auth: 'token',
  allowTrial: false,
  summary:
    'Opens a red envelope of the open round: a random share (double-average split; the shares sum to the pool), one per member per round',
  request: z.object({ promotionId: ZPromotionId, requestId: ZRequestId }),
  response: z.object({ amount: ZMajor, rewardId: z.number().int(), envelope: ZEnvelope }),
});

export const referral = defineCall({
  id: 'promotions.referral',
  method: 'GET',
  path: '/wps/member/referral',
  auth: 'token',
  allowTrial: false,
  summary:
    "Invite friends: the member's referral code and link, the referral promotion's rules, friends invited and rewards",
  request: z.object({ ...ZPage, language: ZLanguageParam }),
  response: z.object({
    code: z.string(),
    /** The registration link with ?referralCode= on the brand's site. */
    link: z.string(),
    /** The live referral promotion, or null (the page then shows the link without rewards). */
    promotion: ZPromotionCard.nullable(),
    terms: z.array(z.string()),
    friends: z.array(
      z.object({
        /** Masked (ab***z). */
        username: z.string(),
        registeredAt: z.number(),
        firstDeposit: z.boolean(),
        reward: ZMajor.nullable(),
      }),
    ),
    total: z.number().int(),
    invited: z.number().int(),
    qualified: z.number().int(),
    rewarded: ZMajor,
  }),
});
