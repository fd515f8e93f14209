import type { AddressInfo } from 'node:net';
import type { Deps } from './deps.ts';
import { autoReceiveJob } from './jobs/auto-receive.ts';
import { houseRecoveryJob } from './jobs/house-recovery.ts';
import { proofCleanupJob } from './jobs/proof-cleanup.ts';
import { requestExpiryJob } from './jobs/request-expiry.ts';
import { createAgentContractsBackoffice } from './modules/agent-contracts/backoffice-service.ts';
import { createAgentContractsService } from './modules/agent-contracts/contracts-service.ts';
import { createAgentPayoutsArea } from './modules/agent-payouts/services.ts';
import { createAgentsBackoffice } from './modules/agents/agents-backoffice.ts';
import { createAgentsService } from './modules/agents/agents-service.ts';
import { createAuditService } from './modules/audit/audit-service.ts';
import { createOutbox } from './modules/auth/outbox.ts';
import { createMemberReports } from './modules/auth/report-sums.ts';
import { authAdapters, createAuthArea } from './modules/auth/services.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import { createBackofficeService } from './modules/backoffice/backoffice-service.ts';
import { createBetRecordsService } from './modules/bets/bet-records-service.ts';
import { createBonusEngine } from './modules/bonus/engine.ts';
import { bonusExpiryJob } from './modules/bonus/expiry-job.ts';
import type { PaymentProvider } from './modules/cashier/gateway.ts';
import { createProfileService } from './modules/cashier/profile-service.ts';
import type { ProofStore } from './modules/cashier/proof-store.ts';
import { createCashierReports } from './modules/cashier/report-sums.ts';
import { createCashierServices } from './modules/cashier/services.ts';
import { createCatalogueIndex } from './modules/catalogue/catalogue-index.ts';
import { createListService } from './modules/catalogue/list-service.ts';
import { createMemberGamesService } from './modules/catalogue/member-games-service.ts';
import { createVendorService } from './modules/catalogue/vendor-service.ts';
import { createContentServices } from './modules/content/services.ts';
import { createSupportDesk } from './modules/content/support-desk.ts';
import { createEnvelopes } from './modules/envelopes/service.ts';
import { createHouseGames } from './modules/house/house-games.ts';
import { createRoundRepo } from './modules/house/round-repo.ts';
import { createRoundService } from './modules/house/round-service.ts';
import { houseSessionsEnder } from './modules/house/session-end.ts';
import { createWalletLink } from './modules/house/wallet-link.ts';
import { createLaunchService } from './modules/launch/launch-service.ts';
import { launchesEnder } from './modules/launch/session-end.ts';
import { createLotteryBackofficeArea } from './modules/lottery/backoffice-area.ts';
import { createLotteryArea } from './modules/lottery/services.ts';
import { createMembersService } from './modules/members/members-service.ts';
import { INBOX_EVENTS } from './modules/messages/inbox.ts';
import { createMessagesArea } from './modules/messages/services.ts';
import { missionsJobs } from './modules/missions/jobs.ts';
import { MISSION_EVENTS } from './modules/missions/missions-service.ts';
import { createMissionsArea } from './modules/missions/services.ts';
import { createPointsBackoffice } from './modules/points/backoffice.ts';
import { createEarning } from './modules/points/earning.ts';
import { createPointsService } from './modules/points/points-service.ts';
import { promotionPayoutJobs } from './modules/promotion-payouts/jobs.ts';
import { createPromotionPayouts } from './modules/promotion-payouts/service.ts';
import { createDepositBonus } from './modules/promotions/deposit-bonus.ts';
import { createPromotionsArea } from './modules/promotions/services.ts';
import { periodicKindJobs } from './modules/raffles/jobs.ts';
import { createRaffles } from './modules/raffles/service.ts';
import { createReportsService } from './modules/reports/reports-service.ts';
import { createRgBackoffice } from './modules/rg/backoffice.ts';
import { createRecall } from './modules/rg/recall.ts';
import { createRgService } from './modules/rg/rg-service.ts';
import { createRtpReport } from './modules/rg/rtp-report.ts';
import { createStaffService } from './modules/staff/staff-service.ts';
import { createBrandService } from './modules/system/brand-service.ts';
import { createSystemService } from './modules/system/system-service.ts';
import { createGamingReports } from './modules/valid-bets/report-sums.ts';
import { createValidBetsService } from './modules/valid-bets/sums.ts';
import { createVendorApiService } from './modules/vendor-api/service.ts';
import { vendorSessionsEnder } from './modules/vendor-api/session-end.ts';
import { createVipBackoffice } from './modules/vip/backoffice.ts';
import { vipJobs } from './modules/vip/jobs.ts';
import { createVipService } from './modules/vip/vip-service.ts';
import { createCreditReports } from './modules/wallet/report-sums.ts';
import { createWalletService } from './modules/wallet/wallet-service.ts';
import { createPlatform } from './platform.ts';

export interface ServiceOptions {
  /** Where this process listens (the house reaches the wallet API there unless HOUSE_WALLET_URL is set). */
  listening?: () => AddressInfo | string | null;
  /** Extra payment providers and another proof store (tests). */
  providers?: PaymentProvider[];
  proofStore?: ProofStore;
}

/**
 * The composition root: every service of one server, built once, in dependency order. Routes, admin
 * commands and jobs take their services from here; no module builds another area's service.
 */
export function buildServices(deps: Deps, opts: ServiceOptions = {}) {
  const platform = createPlatform(deps);
  // The back-office audit log: every back-office write records itself through it (decision 1010).
  const audit = createAuditService(deps);

  // Brands, sessions and the site's settings: everything else reads them.
  const brands = createBrandService(deps);
  const sessions = createSessionService(deps);
  const system = createSystemService(deps);

  // Accounts, with the edge adapters (SMS, e-mail, social sign-in) from configuration.
  const outbox = createOutbox(deps);
  const adapters = authAdapters(deps, outbox);
  const profiles = createProfileService(deps);
  const auth = createAuthArea(deps, { sessions, system, profiles, adapters });

  // Money: the ledger and the cashier.
  const wallet = createWalletService(deps);
  // The bonus engine (docs/decisions/1300-promotions.md "Bonus engine"): promotions, the cashier and
  // responsible gaming take it from here as `bonus`.
  const bonus = createBonusEngine(deps, wallet);
  // Deposit and welcome bonuses chosen at deposit: the cashier checks and grants them through this.
  const depositBonus = createDepositBonus(deps, bonus);
  // Responsible gaming (docs/decisions/1400): limits and breaks; stakes are checked in the database.
  const rg = createRgService(deps, {
    audit,
    sessions,
    bonus,
    confirmIdentity: (brand, memberId, proof, ip) => auth.confirmIdentity(brand, memberId, proof, ip),
    notify: (brandId, memberIds) => wallet.notify(brandId, memberIds),
  });
  sessions.onSessionOpening((db, memberId) => rg.assertOpen(db, memberId));
  const rgBackoffice = createRgBackoffice(deps, rg, audit);
  // Game recall for the back office: any round with its moves and balances (decision 1400).
  const recall = createRecall(deps);
  const cashier = createCashierServices(
    deps,
    {
      wallet,
      brands,
      profiles,
      codes: auth.sender,
      bonus,
      depositBonus,
      depositGate: (tx, brand, memberId, amount) => rg.checkDeposit(tx, brand, memberId, amount),
    },
    { providers: opts.providers, proofStore: opts.proofStore },
  );

  // Games: the catalogue, launches, the seamless wallet API for vendors and the bet records.
  const vendors = createVendorService(deps);
  const lists = createListService(deps, vendors, createCatalogueIndex(deps));
  const memberGames = createMemberGamesService(deps, vendors);
  const launches = createLaunchService(deps, vendors, memberGames);
  const vendorApi = createVendorApiService(deps, wallet, vendors, brands);
  const bets = createBetRecordsService(deps);
  const validBets = createValidBetsService(deps);
  // The back office's RTP per game, from the valid-bet record (decision 1400).
  const rtpReport = createRtpReport(deps, validBets);
  // The back office's money work over the cashier and the ledger (decision 1030).
  const backoffice = createBackofficeService(deps, wallet, cashier, audit, bets);

  // The built-in house vendor reaches the wallet API over HTTP, like any vendor.
  const houseGames = createHouseGames(deps);
  const link = createWalletLink(deps.config.houseWalletUrl, opts.listening ?? (() => null), () => deps.now().getTime());
  const rounds = createRoundService(deps, houseGames, createRoundRepo(deps), link);

  const content = createContentServices(deps);

  // Back-office staff: accounts, roles, two-factor sign-in and sessions (docs/decisions/1000).
  const staff = createStaffService(deps, audit);
  // Back office: members and the support conversations queue (docs/decisions/1040).
  const members = createMembersService(deps, auth, audit, wallet, bets);
  const supportDesk = createSupportDesk(deps, content.support, staff, audit);

  // Back-office reports: each area sums its own rows (report-sums.ts), the reports service puts them together.
  const reports = createReportsService(deps, {
    gaming: createGamingReports(deps),
    cashier: createCashierReports(deps),
    credits: createCreditReports(deps),
    members: createMemberReports(deps),
    vendors,
    brands,
  });

  // Agent contracts: offers, answers, the parent's cap and its cascade (docs/decisions/1110).
  const agentContracts = createAgentContractsService(deps, audit);
  const agentContractsBackoffice = createAgentContractsBackoffice(deps, agentContracts, audit);
  // Agents and teams: the agent centre's team calls and the back office's agents (docs/decisions/1100).
  const agents = createAgentsService(deps, auth, system, agentContracts);
  const agentsBackoffice = createAgentsBackoffice(deps, agents, audit);

  // A sign-in that ends (logout, password change, lock) ends the member's game sessions with it.
  sessions.onSessionsEnded(launchesEnder(deps));
  sessions.onSessionsEnded(vendorSessionsEnder(deps));
  sessions.onSessionsEnded(houseSessionsEnder(deps));

  platform.jobs.define(autoReceiveJob(deps, cashier.withdrawals));
  platform.jobs.define(proofCleanupJob(deps, cashier.proofStore));
  platform.jobs.define(requestExpiryJob(deps, backoffice));
  platform.jobs.define(houseRecoveryJob(deps, rounds));
  platform.jobs.define(bonusExpiryJob(deps, bonus));
  // Agent contract payouts: compute and payment jobs (docs/decisions/1120).
  const agentPayouts = createAgentPayoutsArea(deps, wallet, brands, audit, platform.jobs);
  // House lotteries: draws on the job runner, tickets through the wallet API like the house (docs/decisions/1200).
  const lottery = createLotteryArea(deps, link, launches, brands, platform.jobs);
  // Its back office: draws act through the lottery area's DrawsControl.
  const lotteryBackoffice = createLotteryBackofficeArea(deps, audit, lottery.draws);
  // Periodic promotions: rebate and cashback pay jobs, raffles and red envelopes (docs/decisions/1300).
  const promotionPayouts = createPromotionPayouts(deps, brands);
  for (const j of promotionPayoutJobs(promotionPayouts, platform.jobs)) platform.jobs.define(j);
  const raffles = createRaffles(deps);
  const envelopes = createEnvelopes(deps, wallet, bonus);
  for (const j of periodicKindJobs(raffles, envelopes, brands, platform.jobs, deps.db)) platform.jobs.define(j);
  // Promotions (docs/decisions/1300-promotions.md): the catalogue, eligibility, the reward centre.
  const promotions = createPromotionsArea(deps, wallet, bonus, depositBonus, audit);
  // Invite friends: an invited friend's first deposit rewards the inviter (once per friend and promotion).
  platform.events.on('promotions.referral', ['deposit.first'], promotions.referral.onFirstDeposit);
  // Points and the points mall (docs/decisions/1510-points.md): earned from valid bets exactly once per
  // bet event, redeemed in the mall and converted to cash with the payment password.
  const points = createPointsService(deps, wallet, profiles);
  const pointsBackoffice = createPointsBackoffice(deps, audit);
  platform.events.on('points.earn', ['bet.settled', 'bet.corrected'], createEarning());
  // VIP rank (docs/decisions/1520-vip.md): up at once from bets and deposits, down and monthly bonuses by
  // the monthly job; the club label in member info is kept in step through the auth area.
  const vip = createVipService(deps, auth);
  const vipBackoffice = createVipBackoffice(deps, auth, audit);
  platform.events.on('vip.levels', ['bet.settled', 'bet.corrected', 'deposit.approved'], vip.onActivity);
  for (const j of vipJobs(vip)) platform.jobs.define(j);

  // Platform messages and feedback (docs/decisions/1540-messages.md): events leave a message in the
  // member's inbox, once per event (the handler writes inside the delivery's transaction).
  const messages = createMessagesArea(deps, audit);
  platform.events.on('messages.inbox', INBOX_EVENTS, messages.inbox.onEvent);

  // Missions and leaderboards (docs/decisions/1530-missions.md): progress and scores from events, once
  // per event (the handlers write inside the delivery's transaction); prizes by the pay job per period.
  const missions = createMissionsArea(deps, audit);
  platform.events.on('missions.progress', MISSION_EVENTS, missions.missions.onEvent);
  platform.events.on('missions.boards', ['bet.settled', 'bet.corrected'], missions.boards.onBet);
  for (const j of missionsJobs(missions.boards, platform.jobs, deps.db)) platform.jobs.define(j);

  return {
    deps,
    platform,
    audit,
    brands,
    sessions,
    system,
    outbox,
    auth,
    wallet,
    bonus,
    rg,
    rgBackoffice,
    recall,
    rtpReport,
    cashier,
    backoffice,
    vendors,
    lists,
    memberGames,
    launches,
    vendorApi,
    bets,
    validBets,
    house: { games: houseGames, rounds },
    content,
    staff,
    members,
    supportDesk,
    reports,
    agentContracts,
    agentContractsBackoffice,
    agents,
    agentsBackoffice,
    agentPayouts,
    lottery,
    lotteryBackoffice,
    promotionPayouts,
    raffles,
    envelopes,
    promotions,
    vip,
    vipBackoffice,
    points,
    pointsBackoffice,
    messages,
    missions,
  };
}

export type Services = ReturnType<typeof buildServices>;
