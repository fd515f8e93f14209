import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect as baseExpect, type Site, test } from '../fixtures.ts';
import { PASSWORD, registerDialog } from './auth-helpers.ts';
import { vendorSession } from './vendor-helpers.ts';

// The agent centre (issue 16): an agent grows its team through an invitation link, offers a daily
// wage, the downline accepts it; the team bets and the period's wages arrive once on both sides.

// Each journey drives two agents' browsers through the contract and wage calls. Two of them at once,
// beside the other worker, went past their limits on a loaded 2-core machine (CI, 2026-11-29): they
// run one after another in one worker, with the 90 s the other long journeys have.
// Their pages waited on "Loading…" past the 10 s a check waits, there and then (cause not found yet:
// the calls behind them answer in milliseconds on a quiet server), so a check here waits up to 20 s.
test.describe.configure({ mode: 'default', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const AGENT_PASSWORD = 'agentpass123';
const ONE_PERCENT = [{ minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 1 }];

const name = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** A session token for an existing member (development helper). */
async function tokenOf(site: Site, username: string): Promise<string> {
  return (await site.admin('dev', 'member', username)).trim();
}

/** A top agent made by the operator, holding an accepted platform daily wage of 1 %. */
async function topAgentWithWage(site: Site): Promise<{ username: string; token: string }> {
  const username = name('top');
  await site.admin('agent', 'create', username, '--type', '1', '--password', AGENT_PASSWORD);
  await site.admin('contract', 'offer', username, '--kind', 'dailyWage', '--tiers', JSON.stringify(ONE_PERCENT));
  const token = await tokenOf(site, username);
  await acceptDailyWage(site, token);
  return { username, token };
}

/** Accepts the daily-wage offer waiting for the holder of `token`, through the API. */
async function acceptDailyWage(site: Site, token: string): Promise<void> {
  const list = await site.api('/wps/relay/MCS2_processDailySalContract', { token });
  const offer = (list.body.value as { mine: { id: number; status: string }[] }).mine.find(
    (c) => c.status === 'offered',
  );
  if (!offer) throw new Error(`no daily-wage offer: ${JSON.stringify(list.body)}`);
  const r = await site.api('/wps/agent/contracts/respond', {
    method: 'POST',
    token,
    body: { id: offer.id, accept: true },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
}

/** Signs `page` in with `token` on every load, past the popup notices. */
async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((tk) => {
    sessionStorage.setItem('popupNoticesSeen', '1');
    sessionStorage.setItem('token', tk);
  }, token);
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, token);
  return page;
}

/** The table of my income (the one with a "From or to" column). */
const incomeTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'From or to' }) });

test('an agent registers a sub-agent through an invitation link, and sees the sign-up and the sub-agent in its team', async ({
  page,
  browser,
  site,
}) => {
  const top = await topAgentWithWage(site);
  await signIn(page, top.token);

  // The register centre: a link that registers agents.
  await page.goto(`${site.origin}/agent/register`);
  await page.getByLabel('The link registers').selectOption('agent');
  await page.getByRole('button', { name: 'Add a link' }).click();
  const added = page.getByText(/^Link [A-Za-z0-9]+ added\.$/);
  await expect(added).toBeVisible();
  const code = /^Link ([A-Za-z0-9]+) added\.$/.exec((await added.textContent()) ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  await expect(page.getByText('1 of 10 links in use.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['.agent-centre'] });

  // A visitor opens the link and registers: a sub-agent in the agent's team.
  const sub = name('sub');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${site.origin}/register?affiliateCode=${code}`);
  const d = registerDialog(visitor);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(sub);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await d.getByLabel('I am at least 18 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(visitor.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The agent sees the sign-up on the link and the sub-agent in its team, and offers a daily wage.
  await page.reload();
  const link = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(link).toContainText(/Sign-ups\s*1\s*First deposits\s*0/);
  await page.goto(`${site.origin}/agent/team`);
  await expect(page.getByRole('button', { name: `Offer ${sub} a contract` })).toBeVisible();
});

// Split from the journey above (together they took 45 s of the 60 s limit at a cold start beside
// another worker): the sub-agent is made by the development helper here.
test('an agent offers a daily wage to a sub-agent, who accepts it in the agent centre', async ({
  page,
  browser,
  site,
}) => {
  const top = await topAgentWithWage(site);
  const sub = name('sub');
  await site.admin('dev', 'member', sub, '--type', '2', '--upline', top.username);
  const visitor = await signedInPage(browser, await tokenOf(site, sub));
  await signIn(page, top.token);

  await page.goto(`${site.origin}/agent/team`);
  await page.getByRole('button', { name: `Offer ${sub} a contract` }).click();
  const offer = page.getByRole('dialog', { name: `Offer ${sub} a contract` });
  await expect(offer).toBeVisible();
  await offer.getByLabel('Contract', { exact: true }).selectOption('dailyWage');
  // Above the agent's own 1 %: refused by the server in words, nothing offered.
  await offer.getByLabel('Tier 1: Rate (%)').fill('2');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer.getByRole('alert')).toBeVisible();
  await offer.getByLabel('Tier 1: Rate (%)').fill('0.5');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page.getByText(`Offer sent to ${sub}.`, { exact: false })).toBeVisible();

  // The sub-agent finds the offer (with its badge) in its own agent centre and accepts it.
  await visitor.goto(`${site.origin}/agent/daily-wage`);
  await expect(
    visitor.getByRole('navigation', { name: 'Agent centre menu' }).getByText('1 awaiting your answer'),
  ).toBeAttached();
  await visitor.getByRole('button', { name: `Accept the offer from ${top.username}` }).click();
  const confirm = visitor.getByRole('dialog', { name: 'Accept this contract?' });
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(visitor.getByText('Active', { exact: true }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(visitor, { include: ['.agent-centre'] });

  // Both sides see the contract as active.
  await page.goto(`${site.origin}/agent/daily-wage`);
  const team = page.getByRole('region', { name: "Daily wage · My downlines' contracts" });
  await expect(team.getByRole('row').filter({ hasText: sub })).toContainText('Active');
});

test("the team bets, the period's daily wages are paid once, and both agents see them in my income", async ({
  browser,
  site,
}) => {
  const top = await topAgentWithWage(site);
  const sub = name('sub');
  await site.admin('dev', 'member', sub, '--type', '2', '--upline', top.username);
  const subToken = await tokenOf(site, sub);
  const offered = await site.api('/wps/agent/contracts/offer', {
    method: 'POST',
    token: top.token,
    body: { username: sub, kind: 'dailyWage', period: 'daily', tiers: [{ ...ONE_PERCENT[0], rate: 0.5 }] },
  });
  expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
  await acceptDailyWage(site, subToken);

  // A player of the sub-agent bets 5 x 100.00 through a vendor: a valid bet of 500.00.
  const player = name('ply');
  const playerToken = (await site.admin('dev', 'member', player, '--upline', sub)).trim();
  await site.admin('adjust', player, 'credit', '1000', '--reason', 'e2e funds');
  const slots = await vendorSession(site, playerToken, 'STF', 'RNG');
  for (let i = 0; i < 5; i++) await slots.round(i, 10_000, 0);

  // The period is closed early (development helper); the job runner pays top-down.
  await site.admin('dev', 'payout-now', 'dailyWage');

  // The sub-agent received 0.5 % of 500.00 from the top agent.
  const subPage = await signedInPage(browser, subToken);
  await subPage.goto(`${site.origin}/agent/income`);
  const subIncome = incomeTable(subPage);
  const paidRow = subIncome.getByRole('row').filter({ hasText: top.username }).filter({ hasText: 'Paid' });
  await expect(async () => {
    await subPage.reload();
    await expect(paidRow).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(subIncome.getByRole('row').filter({ hasText: top.username })).toContainText('2.50');
  await expectNoSeriousAxeViolations(subPage, { include: ['.agent-centre'] });

  // The top agent received 1 % from the platform and paid its sub-agent's 2.50 out of it.
  const topPage = await signedInPage(browser, top.token);
  await topPage.goto(`${site.origin}/agent/income`);
  const topIncome = incomeTable(topPage);
  await expect(topIncome.getByRole('row').filter({ hasText: 'Platform' })).toContainText('5.00');
  await expect(topIncome.getByRole('row').filter({ hasText: sub })).toContainText('2.50');
  await expect(topPage.getByLabel('Totals')).toContainText(/Received\s*P 5\.00\s*Paid to downlines\s*P 2\.50/);

  // Once: closing the period again pays nothing more.
  await site.admin('dev', 'payout-now', 'dailyWage');
  await topPage.reload();
  await expect(topIncome.getByRole('row').filter({ hasText: 'Platform' })).toHaveCount(1);
});
