import { randomBytes } from 'node:crypto';
import { expect, type Site, test } from '../fixtures.ts';
import { apiSignIn, newOwner } from './backoffice-helpers.ts';

async function call(site: Site, token: string, path: string, body?: unknown) {
  const res = await site.api(path, body === undefined ? { token } : { method: 'POST', token, body });
  if (!res.body.success) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.value as Record<string, unknown>;
}

test('an approved application waits in the reward centre with its badge, and is claimed as cash', async ({
  page,
  site,
}) => {
  const username = `r${randomBytes(5).toString('hex')}`;
  const tag = `rw-${randomBytes(3).toString('hex')}`;
  const member = (await site.admin('dev', 'member', username)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), member);
  const staff = await apiSignIn(site, await newOwner(site));
  const found = await call(site, staff, `/backoffice/api/members?by=username&q=${username}`);
  const memberId = (found.list as { id: number; username: string }[]).find((m) => m.username === username)?.id;
  await call(site, staff, '/backoffice/api/members/tags', { memberId, tag });
  const title = `Story ${tag}`;
  const promo = await call(site, staff, '/backoffice/api/promotions', {
    code: tag,
    category: 'event',
    title: { EN: title },
    summary: { EN: 'Tell us your story' },
    body: { EN: '<p>Apply with a comment.</p>' },
    art: { motif: 'star', hue: 200 },
    startsAt: Date.now() - 60_000,
    endsAt: null,
    eligibility: { newMembersDays: null, minVipLevel: 0, tags: [tag], repeat: 'once' },
    rules: {
      kind: 'application',
      reward: 25,
      needsContact: false,
      maxImages: 0,
      wagering: { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, maxWin: null, expiresDays: 7 },
    },
  });
  await call(site, staff, '/backoffice/api/promotions/schedule', { id: promo.id, action: 'publish', reason: 'e2e' });
  const applied = await call(site, member, '/wps/promotions/apply', {
    promotionId: promo.id,
    comment: 'My best win this week',
    imageIds: [],
    contact: null,
    requestId: randomBytes(16).toString('hex'),
  });
  await call(site, staff, '/backoffice/api/promotions/applications/review', {
    id: applied.id,
    decision: 'approve',
    reason: 'nice story',
  });

  await page.goto(`${site.origin}/member/rewards`);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('link', { name: /Reward centre/ })).toContainText('1');
  await expect(centre.getByRole('tab', { name: 'To claim (1)' })).toBeVisible();
  await centre.getByRole('button', { name: `Claim ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Claim: ${title}` });
  await expect(dialog).toContainText('P 25.00 will be paid into your wallet as cash.');
  await dialog.getByRole('button', { name: 'Claim P 25.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'P 25.00 has been paid into your wallet.' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('P 25.00');
  await page.getByRole('dialog', { name: 'Reward claimed' }).getByRole('button', { name: 'Close' }).click();
  await expect(centre.getByText(/No rewards to claim right now/)).toBeVisible();
  await expect(centre.getByRole('link', { name: /Reward centre/ })).not.toContainText('1');
  await centre.getByRole('tab', { name: 'History' }).click();
  await expect(centre.getByRole('row', { name: new RegExp(title) })).toContainText('Claimed');
});
