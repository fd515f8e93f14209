import { createHmac, randomBytes } from 'node:crypto';
import type { Site } from '../fixtures.ts';

// Rounds are made the way a game vendor makes them: signed calls to the seamless wallet API.
const SECRETS: Record<string, string> = { STF: 'e2e-stf-wallet-secret-0001', TDF: 'e2e-tdf-wallet-secret-0001' };

/** A vendor's signed client for one player: launch (as the site does), authenticate, then bets and wins. */
export async function vendorSession(site: Site, token: string, vendor: string, category: string) {
  await site.admin('vendor', 'secret', vendor, '--set', SECRETS[vendor] ?? '');
  const list = await site.api(`/wps/relay/GCSGAME_gameList?gameType=${category}&vassalage=${vendor}&pageSize=10`);
  const games = (list.body.value as { games: { gameCode: string; isGame: string }[] }).games;
  const game = games.find((g) => g.isGame === '');
  if (!game) throw new Error(`no playable ${vendor} game`);
  const launch = await site.api(`/wps/game/launchGame?vassalage=${vendor}&gameCode=${game.gameCode}`, { token });
  const url = (launch.body.value as { content: { game_url: string } }).content.game_url;
  const launchToken = new URL(url, site.origin).searchParams.get('token') ?? '';
  const send = async (action: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ ...body, timestamp: Date.now() });
    const res = await fetch(`${site.origin}/vendor/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': vendor,
        'x-signature': createHmac('sha256', SECRETS[vendor] ?? '')
          .update(raw)
          .digest('hex'),
      },
      body: raw,
    });
    const json = (await res.json()) as { success: boolean; value: Record<string, unknown> };
    if (!json.success) throw new Error(`${action} refused: ${JSON.stringify(json)}`);
    return json.value;
  };
  const auth = await send('authenticate', { token: launchToken });
  const who = { sessionId: auth.sessionId, playerId: auth.playerId };
  const tag = randomBytes(4).toString('hex');
  return {
    async round(n: number, bet: number, win: number | null) {
      await send('bet', {
        ...who,
        transactionId: `b-${tag}-${n}`,
        roundId: `R${n}-${tag}`,
        amount: bet,
        currency: 'PHP',
      });
      if (win !== null) {
        await send('win', {
          ...who,
          transactionId: `w-${tag}-${n}`,
          roundId: `R${n}-${tag}`,
          amount: win,
          currency: 'PHP',
        });
      }
    },
  };
}
