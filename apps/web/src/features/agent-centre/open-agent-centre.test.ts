import { describe, expect, it } from 'vitest';
import {
  AGENT_CENTRE_PAGES,
  agentCentrePageAt,
  agentCentrePath,
  DEFAULT_AGENT_CENTRE_PAGE,
  isAgentCentrePath,
} from './open-agent-centre.ts';

describe('agent-centre addresses', () => {
  it('give every one of the twelve entries its own address, which names that entry again', () => {
    expect(AGENT_CENTRE_PAGES).toHaveLength(12);
    const paths = AGENT_CENTRE_PAGES.map((p) => agentCentrePath(p));
    expect(new Set(paths).size).toBe(AGENT_CENTRE_PAGES.length);
    expect(paths.map(agentCentrePageAt)).toEqual([...AGENT_CENTRE_PAGES]);
    expect(paths).toEqual([
      '/agent/notices',
      '/agent/overview',
      '/agent/register',
      '/agent/team',
      '/agent/bets',
      '/agent/profit-loss',
      '/agent/income',
      '/agent/transactions',
      '/agent/dividend',
      '/agent/daily-wage',
      '/agent/hourly-salary',
      '/agent/realtime-salary',
    ]);
  });

  it('read /agent as the team overview and an unknown segment as no page', () => {
    expect(DEFAULT_AGENT_CENTRE_PAGE).toBe('agentTeamOverview');
    expect(agentCentrePath()).toBe('/agent/overview');
    expect(agentCentrePageAt('/agent')).toBe('agentTeamOverview');
    expect(agentCentrePageAt('/agent/')).toBe('agentTeamOverview');
    expect(agentCentrePageAt('/agent/income/')).toBe('myIncome');
    expect(agentCentrePageAt('/agent/nothing')).toBeUndefined();
    expect(agentCentrePageAt('/agents')).toBeNull();
    expect(agentCentrePageAt('/agentCenter')).toBeNull();
    expect(isAgentCentrePath('/agentur')).toBe(false);
    expect(isAgentCentrePath('/agent/daily-wage')).toBe(true);
    expect(isAgentCentrePath('/member/account')).toBe(false);
  });
});
