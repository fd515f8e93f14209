/** The agent-centre feature's public face: what other features may use. Everything else is internal. */
export {
  AGENT_CENTRE_BASE,
  agentCentrePageAt,
  isAgentCentrePath,
  LEGACY_AGENT_CENTRE_PATH,
  useAgentCentreLink,
  useOpenAgentCentre,
} from './open-agent-centre.ts';
export type { AgentCentrePageProps } from './pages.ts';
