import { AgentCentrePageView } from '../../features/agent-centre/agent-centre.tsx';
import { PHONE_QUERY, useMedia } from '../../lib/use-media.ts';
import HomePage from '../index/home-page.tsx';

/**
 * /agent/<page>: on phones the agent centre is this page; on wider screens the centre shows as an
 * overlay (app.tsx) over the page it was opened from, or over this route's home page when the address
 * was typed or reloaded.
 */
export default function AgentCentreRoutePage() {
  const phone = useMedia(PHONE_QUERY);
  return phone ? <AgentCentrePageView /> : <HomePage />;
}
