import { houseOpen } from '@app/contracts/calls/house';
import { callApi } from '../../../lib/api-client.ts';

type Opened = ReturnType<typeof callApi<typeof houseOpen>>;
const opened = new Map<string, Opened>();

/**
 * Opens the game page's session with the launch token. One request per token in this page: a second
 * mount (React's development double effects, a re-render) reuses the first answer.
 */
export function openHouseSession(token: string, nodeId: string): Opened {
  const key = `${token}|${nodeId}`;
  let p = opened.get(key);
  if (!p) {
    p = callApi(houseOpen, { token, nodeId });
    p.catch(() => opened.delete(key));
    opened.set(key, p);
  }
  return p;
}
