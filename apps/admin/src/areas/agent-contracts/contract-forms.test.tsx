import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { LimitForm, LowerForm, OfferForm, TemplateForm } from './contract-forms.tsx';
import ContractsPage from './contracts-page.tsx';

const BASE = '/backoffice/api/agent-contracts';
const contract = (over: Record<string, unknown> = {}) => ({
  id: 41,
  kind: 'dailyWage',
  period: 'daily',
  status: 'offered',
  holder: 'topagent1',
  offeredBy: '',
  tiers: [{ minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 1.5 }],
  offeredAt: 1_770_000_000_000,
  decidedAt: null,
  effectiveFrom: null,
  endedAt: null,
  note: '',
  awaiting: 'holder',
  ...over,
});
const template = { id: 5, kind: 'dailyWage', name: 'Standard', period: 'daily', tiers: contract().tiers };

describe('OfferForm', () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const server = fakeServer({ [`GET ${BASE}/templates`]: ok({ list: [] }) });
    renderAdmin(<OfferForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getByRole('textbox', { name: 'Top agent username' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give 1 to 10 tiers, each with a rate from 0 to 100.')).toBeTruthy();
    expect(screen.getByText('Give a reason (2 to 1000 characters).')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tier 1: rate %' }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect(screen.getByText('Give 1 to 10 tiers, each with a rate from 0 to 100.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends typed tiers as numbers with the reason, and says what happened', async () => {
    const server = fakeServer({
      [`GET ${BASE}/templates`]: ok({ list: [] }),
      [`POST ${BASE}/offer`]: ok(contract()),
    });
    renderAdmin(<OfferForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Top agent username' }), 'topagent1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tier 1: rate %' }), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tier 2: minimum valid bet' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tier 2: minimum valid bet' }), '10000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tier 2: rate %' }), '2.25');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'new top agent');
    await userEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect((await screen.findByRole('status')).textContent).toContain('Offered as contract 41');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      username: 'topagent1',
      kind: 'dailyWage',
      period: 'daily',
      reason: 'new top agent',
      tiers: [
        { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 1.5 },
        { minValidBet: 10000, minActiveMembers: 0, minLoss: 0, rate: 2.25 },
      ],
    });
  });

  it('offers from a template without tiers, and shows the server refusal', async () => {
    const server = fakeServer({
      [`GET ${BASE}/templates`]: ok({ list: [template] }),
      [`POST ${BASE}/offer`]: fail(409, 'agentContract.offer.pending', 'This agent already has a pending offer.'),
    });
    renderAdmin(<OfferForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Top agent username' }), 'topagent1');
    await screen.findByRole('option', { name: 'Standard' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Standard');
    expect(screen.queryByRole('textbox', { name: 'Tier 1: rate %' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'standard terms');
    await userEvent.click(screen.getByRole('button', { name: 'Offer contract' }));
    expect((await screen.findByRole('alert')).textContent).toContain('pending offer');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      templateId: 5,
      reason: 'standard terms',
    });
  });
});

describe('LowerForm', () => {
  it('sends the lower tiers and says how many downline contracts were capped', async () => {
    const server = fakeServer({ [`POST ${BASE}/lower`]: ok({ contract: contract({ status: 'active' }), lowered: 3 }) });
    renderAdmin(<LowerForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Top agent username' }), 'topagent1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tier 1: rate %' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'rate review');
    await userEvent.click(screen.getByRole('button', { name: 'Lower contract' }));
    expect((await screen.findByRole('status')).textContent).toContain('3 downline contracts capped');
    expect(server.requests[0]?.body).toMatchObject({ username: 'topagent1', kind: 'dailyWage', reason: 'rate review' });
  });
});

describe('TemplateForm', () => {
  it('moves the period to one the kind allows and shows the minimum loss for dividends', async () => {
    const server = fakeServer({
      [`POST ${BASE}/templates/save`]: ok({ ...template, kind: 'dividend', period: 'weekly' }),
    });
    const saved = vi.fn();
    renderAdmin(<TemplateForm onSaved={saved} />);
    expect(screen.queryByRole('textbox', { name: 'Tier 1: minimum loss' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'dividend');
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('weekly');
    expect(screen.getByRole('textbox', { name: 'Tier 1: minimum loss' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dividend A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tier 1: rate %' }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeTruthy();
    expect(saved).toHaveBeenCalled();
    expect(server.requests[0]?.body).toMatchObject({ kind: 'dividend', period: 'weekly', name: 'Dividend A' });
  });
});

describe('LimitForm', () => {
  it('refuses a rate above 100 or with three decimals, and sends a good one', async () => {
    const server = fakeServer({ [`POST ${BASE}/limits/set`]: ok({ list: [] }) });
    renderAdmin(<LimitForm />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Highest rate %' }), '100.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'risk');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByText('Enter a percent from 0 to 100 with at most two decimals.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Highest rate %' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Highest rate %' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText('Limit set.')).toBeTruthy();
    expect(server.requests[0]?.body).toEqual({ kind: 'dividend', maxRate: 40, reason: 'risk' });
  });
});

describe('ContractsPage', () => {
  it("ends a top agent's platform contract only with a reason", async () => {
    const server = fakeServer({
      [`GET ${BASE}`]: ok({
        list: [
          contract({ status: 'active', awaiting: '' }),
          contract({ id: 42, offeredBy: 'topagent1', holder: 'sub1' }),
        ],
        pageNo: 1,
        pageSize: 20,
        total: 2,
      }),
      [`GET ${BASE}/templates`]: ok({ list: [] }),
      [`POST ${BASE}/terminate`]: ok(contract({ status: 'terminationRequested', awaiting: 'holder' })),
    });
    renderAdmin(<ContractsPage />);
    await screen.findByText('sub1');
    expect(within(screen.getByRole('table', { name: 'Agent contracts' })).getAllByText('topagent1')).toHaveLength(2);
    // Only the platform's own contract can be ended here.
    expect(screen.queryByRole('button', { name: 'End contract 42' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'End contract 41' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'contract ends');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await vi.waitFor(() => expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 41, reason: 'contract ends' });
  });

  it('filters by kind, status and holder', async () => {
    const server = fakeServer({
      [`GET ${BASE}`]: ok({ list: [], pageNo: 1, pageSize: 20, total: 0 }),
      [`GET ${BASE}/templates`]: ok({ list: [] }),
    });
    renderAdmin(<ContractsPage />, { me: { role: 'read-only' } });
    const filters = await screen.findByRole('form', { name: 'Contract filters' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Kind' }), 'dividend');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'active');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Holder (username)' }), 'agent7');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(server.requests.some((r) => r.url.includes('kind=dividend') && r.url.includes('holder=agent7'))).toBe(
        true,
      ),
    );
    const last = server.requests.filter((r) => r.path === BASE).at(-1);
    expect(last?.url).toContain('status=active');
    // A read-only role sees no acts.
    expect(screen.queryByRole('button', { name: 'Offer contract' })).toBeNull();
  });
});
