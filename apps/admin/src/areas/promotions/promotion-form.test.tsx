import type { TPromotionInput } from '@app/contracts/calls/backoffice-promotions';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { disallowedTags, emptyDraft, toInput } from './draft.ts';
import PromotionPage from './promotion-page.tsx';

const START = '2030-01-01T10:00';

/** The first write the page sent, as the promotion input. */
function posted(server: { requests: { method: string; body: unknown }[] }): TPromotionInput {
  const r = server.requests.find((x) => x.method === 'POST');
  if (!r) throw new Error('nothing was sent');
  return r.body as TPromotionInput;
}

/** Fills what every promotion needs: code, start, English title. */
async function basics(code: string) {
  await userEvent.type(screen.getByLabelText('Code'), code);
  fireEvent.change(screen.getByLabelText('Starts'), { target: { value: START } });
  await userEvent.type(screen.getByLabelText('Title (EN)'), 'Big welcome');
}

const saved = (over: Record<string, unknown> = {}) => ({
  id: 7,
  code: 'WELCOME',
  kind: 'deposit',
  category: 'deposit',
  title: { EN: 'Big welcome' },
  summary: {},
  body: {},
  art: { motif: 'gift', hue: 210 },
  startsAt: new Date(START).getTime(),
  endsAt: null,
  eligibility: { newMembersDays: null, minVipLevel: 0, tags: [], repeat: 'once' },
  rules: {
    kind: 'deposit',
    tiers: [{ minDeposit: 100, matchBp: 10000, cap: 1000 }],
    wagering: { multiple: 10, base: 'bonus', contributions: { RNG: 100 }, maxBet: null, maxWin: null, expiresDays: 30 },
  },
  sort: 100,
  status: 'draft',
  seedHash: null,
  version: 3,
  updatedAt: 0,
  updatedBy: 'boss',
  ...over,
});

const create = () =>
  fakeServer({ 'POST /backoffice/api/promotions': (body) => ok(saved({ ...(body as object), id: 9 })) });

describe('the promotion form', () => {
  it('creates a deposit promotion with two tiers, the match as basis points and the wagering block', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await basics('DEP-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await userEvent.type(screen.getByLabelText('Tier 2: minimum deposit'), '500');
    await userEvent.type(screen.getByLabelText('Tier 2: match %'), '50.5');
    await userEvent.type(screen.getByLabelText('Tier 2: most bonus'), '2000');
    await userEvent.clear(screen.getByLabelText('Wagering multiple'));
    await userEvent.type(screen.getByLabelText('Wagering multiple'), '15');
    await userEvent.type(screen.getByLabelText('Largest bet while wagering'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    const sent = posted(server);
    expect(sent.code).toBe('DEP-1');
    expect(sent.title).toEqual({ EN: 'Big welcome' });
    expect(sent.startsAt).toBe(new Date(START).getTime());
    expect((sent.rules as { tiers?: unknown }).tiers).toEqual([
      { minDeposit: 100, matchBp: 10000, cap: 1000 },
      { minDeposit: 500, matchBp: 5050, cap: 2000 },
    ]);
    expect(sent.rules.wagering).toMatchObject({ multiple: 15, maxBet: 50, maxWin: null, expiresDays: 30 });
    expect(sent.rules.wagering.contributions).toEqual({ RNG: 100, FISH: 100, LIVE: 10, SPORTS: 50 });
  });

  it('refuses tiers out of order, a bad amount and a missing English title without sending', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.type(screen.getByLabelText('Code'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await userEvent.type(screen.getByLabelText('Tier 2: minimum deposit'), '50');
    await userEvent.type(screen.getByLabelText('Tier 2: match %'), 'abc');
    await userEvent.type(screen.getByLabelText('Tier 2: most bonus'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Some fields need fixing: they are marked.');
    for (const label of [
      'Code',
      'Starts',
      'Title (EN)',
      'Tier 2: minimum deposit',
      'Tier 2: match %',
      'Tier 2: most bonus',
    ]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(screen.getByLabelText('Tier 1: minimum deposit').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('tab', { name: 'EN !' })).toBeTruthy();
  });

  it('builds rebate rates per category as basis points and refuses a cap below the minimum payout', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'rebate');
    await basics('REB-1');
    await userEvent.selectOptions(screen.getByLabelText('Paid'), 'weekly');
    await userEvent.type(screen.getByLabelText('Rate % for SPORTS'), '1.25');
    await userEvent.clear(screen.getByLabelText('Smallest payout'));
    await userEvent.type(screen.getByLabelText('Smallest payout'), '10');
    await userEvent.type(screen.getByLabelText('Most per member per period'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByLabelText('Most per member per period').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Most per member per period'));
    await userEvent.type(screen.getByLabelText('Most per member per period'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    const sent = posted(server);
    expect(sent.rules).toMatchObject({ kind: 'rebate', period: 'weekly', minPayout: 10, cap: 500 });
    expect((sent.rules as { rates?: unknown }).rates).toEqual({ RNG: 50, LIVE: 30, SPORTS: 125 });
  });

  it('refuses a cashback with every rate empty', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'cashback');
    await basics('CB-1');
    await userEvent.clear(screen.getByLabelText('Rate % for RNG'));
    await userEvent.clear(screen.getByLabelText('Rate % for LIVE'));
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByText('Give a rate (0-100 %) for at least one category.')).toBeTruthy();
  });

  it('sends application rules and refuses more than three images', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'application');
    await basics('APP-1');
    await userEvent.clear(screen.getByLabelText('Images the member may attach (0-3)'));
    await userEvent.type(screen.getByLabelText('Images the member may attach (0-3)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByLabelText('Images the member may attach (0-3)').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Images the member may attach (0-3)'));
    await userEvent.type(screen.getByLabelText('Images the member may attach (0-3)'), '2');
    await userEvent.click(screen.getByLabelText('The member must give a Zalo or WhatsApp ID'));
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(posted(server).rules).toMatchObject({
      kind: 'application',
      reward: 100,
      needsContact: true,
      maxImages: 2,
    });
  });

  it('sends raffle prizes and refuses a draw before the start or no way to earn tickets', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'raffle');
    await basics('RAF-1');
    await userEvent.clear(screen.getByLabelText('Valid bet per ticket'));
    fireEvent.change(screen.getByLabelText('Draw time'), { target: { value: '2029-12-31T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByLabelText('Draw time').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Valid bet per ticket').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('Deposit per ticket'), '200');
    fireEvent.change(screen.getByLabelText('Draw time'), { target: { value: '2030-02-01T20:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add a prize' }));
    await userEvent.type(screen.getByLabelText('Prize 2: amount'), '100');
    await userEvent.clear(screen.getByLabelText('Prize 2: winners'));
    await userEvent.type(screen.getByLabelText('Prize 2: winners'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(posted(server).rules).toEqual(
      expect.objectContaining({
        kind: 'raffle',
        validBetPerTicket: null,
        depositPerTicket: 200,
        drawAt: new Date('2030-02-01T20:00').getTime(),
        prizes: [
          { amount: 1000, count: 1 },
          { amount: 100, count: 10 },
        ],
      }),
    );
  });

  it('sends envelope times and refuses a time that is not HH:MM', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'envelope');
    await basics('ENV-1');
    await userEvent.clear(screen.getByLabelText('Opening times'));
    await userEvent.type(screen.getByLabelText('Opening times'), '09:00, 25:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    expect(screen.getByLabelText('Opening times').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText('Opening times'));
    await userEvent.type(screen.getByLabelText('Opening times'), '09:00, 21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(posted(server).rules).toMatchObject({
      kind: 'envelope',
      times: ['09:00', '21:30'],
      windowMinutes: 30,
      pool: 1000,
      shares: 100,
    });
  });

  it('sends referral rules and refuses zero friends', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'referral');
    await basics('REF-1');
    await userEvent.type(screen.getByLabelText('Most friends rewarded'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(server.requests).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Most friends rewarded'));
    await userEvent.type(screen.getByLabelText('Most friends rewarded'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(posted(server).rules).toMatchObject({
      kind: 'referral',
      reward: 100,
      minFirstDeposit: 100,
      maxFriends: 5,
    });
  });

  it('marks the field the server names and shows its message', async () => {
    fakeServer({
      'POST /backoffice/api/promotions': fail(400, 'promotions.invalid', 'The code is taken.', { field: 'code' }),
    });
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await basics('TAKEN');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('The code is taken.')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('writes body formatting with the allowed tags only and refuses others', async () => {
    create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    const body = screen.getByLabelText('Body (EN)') as HTMLTextAreaElement;
    await userEvent.type(body, 'Win');
    body.setSelectionRange(0, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(body.value).toBe('<strong>Win</strong>');
    await userEvent.type(body, '<script>x</script>');
    expect(screen.getByText('Tags not allowed: script.')).toBeTruthy();
    expect(disallowedTags('<p>a</p><ul><li>b</li></ul><a href="/x">c</a><br><h3>d</h3><em>e</em>')).toEqual([]);
    expect(disallowedTags('<img src=x><div>')).toEqual(['img', 'div']);
  });

  it('adds a link only to an https address or a site path', async () => {
    create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    const body = screen.getByLabelText('Body (EN)') as HTMLTextAreaElement;
    await userEvent.type(body, 'Rules');
    vi.stubGlobal('prompt', () => 'javascript:alert(1)');
    body.setSelectionRange(0, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(body.value).toBe('Rules');
    vi.stubGlobal('prompt', () => 'https://example.test/terms');
    body.setSelectionRange(0, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(body.value).toBe('<a href="https://example.test/terms">Rules</a>');
  });

  it('keeps the texts of each language in its tab', async () => {
    const server = create();
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await basics('LANG-1');
    await userEvent.click(screen.getByRole('tab', { name: 'CN' }));
    await userEvent.type(screen.getByLabelText('Title (CN)'), '欢迎');
    await userEvent.click(screen.getByRole('tab', { name: 'EN' }));
    expect((screen.getByLabelText('Title (EN)') as HTMLInputElement).value).toBe('Big welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(posted(server).title).toEqual({ EN: 'Big welcome', CN: '欢迎' });
  });

  it('edits with the version and a reason; a stale version shows the message and reloads', async () => {
    let version = 3;
    const server = fakeServer({
      'GET /backoffice/api/promotions/one': () => ok(saved({ version, title: { EN: `Saved v${version}` } })),
      'POST /backoffice/api/promotions/update': fail(409, 'promotions.stale', 'Someone else changed it; reload.'),
    });
    renderAdmin(<PromotionPage />, { path: '/promotions/edit?id=7' });
    // The field can show before the saved promotion fills it: wait for the saved title itself.
    const title = (await screen.findByDisplayValue('Saved v3')) as HTMLInputElement;
    expect(title).toBe(screen.getByLabelText('Title (EN)'));
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).disabled).toBe(true);
    await userEvent.clear(title);
    await userEvent.type(title, 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Save promotion WELCOME' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'new wording');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Someone else changed it; reload.')).toBeTruthy();
    const sent = posted(server);
    expect(sent).toMatchObject({ id: 7, version: 3, reason: 'new wording' });
    expect(sent.title).toEqual({ EN: 'Mine' });
    version = 4;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload the saved promotion' }));
    expect(await screen.findByDisplayValue('Saved v4')).toBeTruthy();
    expect(screen.getByText('Reloaded the saved promotion; your changes were discarded.')).toBeTruthy();
  });

  it('previews in the chosen language as the player sees it', async () => {
    const server = fakeServer({
      'POST /backoffice/api/promotions/preview': ok({
        title: '大欢迎',
        summary: '首存翻倍',
        bodyHtml: '<p><strong>加倍</strong></p>',
        terms: ['流水 10 倍'],
      }),
    });
    renderAdmin(<PromotionPage />, { path: '/promotions/edit' });
    await basics('PRE-1');
    await userEvent.selectOptions(screen.getByLabelText('Preview language'), 'CN');
    await userEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    const shown = await screen.findByRole('article', { name: 'As the player sees it' });
    expect(within(shown).getByRole('heading', { name: '大欢迎' })).toBeTruthy();
    expect(within(shown).getByText('加倍').tagName).toBe('STRONG');
    expect(within(shown).getByText('流水 10 倍')).toBeTruthy();
    expect(server.requests[0]?.body).toMatchObject({ language: 'CN', promotion: { code: 'PRE-1' } });
  });

  it('publishes a draft with a reason', async () => {
    const server = fakeServer({
      'GET /backoffice/api/promotions/one': ok(saved()),
      'POST /backoffice/api/promotions/schedule': ok(saved({ status: 'scheduled' })),
    });
    renderAdmin(<PromotionPage />, { path: '/promotions/edit?id=7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish WELCOME' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'go live');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('WELCOME is now Scheduled.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 7,
      action: 'publish',
      reason: 'go live',
    });
  });
});

describe('toInput', () => {
  it('refuses an end before the start and max win below max bet', () => {
    const d = emptyDraft('deposit');
    d.code = 'OK-1';
    d.title = { EN: 'T' };
    d.startsAt = START;
    d.endsAt = '2029-01-01T00:00';
    d.rules.wagering.maxBet = '100';
    d.rules.wagering.maxWin = '50';
    const r = toInput(d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['endsAt', 'rules.wagering.maxWin']);
  });
});
