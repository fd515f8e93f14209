import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { openHouseSession } from '../api/open-session.ts';
import { CLIENT_SEED_PATTERN, money } from '../money.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import './house-game.css';
import { RoulettePaytable, SlotPaytable } from './paytable.tsx';
import { RouletteTable } from './roulette-table.tsx';
import { RoundHistory } from './round-history.tsx';
import { SlotMachine } from './slot-machine.tsx';

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError('network', 'err_network', 0));

/** A house game page: opens the session with the launch token, then the table or the reels. */
export function HouseGame({ token, nodeId }: { token: string; nodeId: string }) {
  const t = useT();
  const [state, setState] = useState<{ session?: THouseSession; error?: ApiError }>({});
  useEffect(() => {
    let live = true;
    openHouseSession(token, nodeId).then(
      (session) => live && setState({ session }),
      (e: unknown) => live && setState({ error: asApiError(e) }),
    );
    return () => {
      live = false;
    };
  }, [token, nodeId]);
  if (state.error) {
    return (
      <p className="house__alert" role="alert">
        {t(state.error.messageKey as TKey)}
      </p>
    );
  }
  if (!state.session) {
    return (
      <p className="house__loading" role="status">
        {t('house_loading')}
      </p>
    );
  }
  return <HouseTable session={state.session} />;
}

function HouseTable({ session }: { session: THouseSession }) {
  const t = useT();
  const [balance, setBalance] = useState(session.balance);
  const [next, setNext] = useState(session.next);
  const [clientSeed, setClientSeed] = useState(session.next.clientSeed);
  const [history, setHistory] = useState(session.history);
  const [error, setError] = useState<ApiError | null>(null);
  const seedOk = CLIENT_SEED_PATTERN.test(clientSeed);

  const onPlayed = (p: THousePlayed) => {
    setError(null);
    setBalance(p.balance);
    setNext(p.next);
    setHistory((h) => [p.round, ...h].slice(0, 20));
  };
  const onError = (e: unknown) => {
    const err = asApiError(e);
    if (typeof err.value?.balance === 'number') setBalance(err.value.balance);
    setError(err);
  };
  const game = session.game;
  const props = { session, clientSeed, canPlay: seedOk, onPlayed, onError };

  return (
    <div className="house">
      <header className="house__head">
        <div>
          <h1 className="house__title">{game.name}</h1>
          <p className="house__vendor">{game.vendorName}</p>
        </div>
        {session.freePlay && <p className="house__free">{t('house_free_play')}</p>}
        <p className="house__balance">
          <span>{t('house_balance')}</span>
          <output data-testid="house-balance" aria-live="polite">
            {money(balance)}
          </output>
        </p>
      </header>
      {error && (
        <p className="house__alert" role="alert">
          {t(error.messageKey as TKey)}
        </p>
      )}
      {game.kind === 'slot' ? <SlotMachine {...props} /> : <RouletteTable {...props} />}
      <div className="house__panels">
        <FairnessPanel next={next} clientSeed={clientSeed} onClientSeed={setClientSeed} seedOk={seedOk} />
        <details className="house__panel">
          <summary>{t('house_paytable')}</summary>
          {game.slot ? <SlotPaytable config={game.slot} /> : <RoulettePaytable rtp={game.roulette?.rtp ?? 36 / 37} />}
        </details>
        <details className="house__panel" open>
          <summary>{t('house_history')}</summary>
          <RoundHistory rounds={history} nodeId={game.nodeId} />
        </details>
      </div>
    </div>
  );
}
