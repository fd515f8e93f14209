import type { PadGroup, Selection } from '@app/contracts/lottery/types';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { Loading } from '../../../ui/empty.tsx';
import { useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { useGate } from '../../auth/index.ts';
import { afterPurchase, reloadDraws, useLotteryGame, usePlaceTickets } from '../api.ts';
import { isComplete } from '../pad-model.ts';
import { type SlipBet, unitProblem, unitsFor } from '../slip-model.ts';
import { BetSlip } from './bet-slip.tsx';
import { DrawHeader } from './draw-header.tsx';
import { LotteryLinks } from './lottery-links.tsx';
import { NumberPad } from './number-pad.tsx';
import { PlayTabs, useNameOf } from './play-tabs.tsx';
import { ResultTable } from './result-table.tsx';
import '../lottery.css';

/** The Vietnam pads offer only the stations drawing in the open draw. */
function openStations(groups: readonly PadGroup[], stations: readonly { code: string }[]): PadGroup[] {
  if (stations.length === 0) return [...groups];
  const open = new Set(stations.map((s) => s.code));
  return groups.map((grp) => {
    if (grp.kind !== 'options' || grp.key !== 'stations') return grp;
    const options = grp.options.filter((o) => open.has(o));
    return { ...grp, options, max: Math.min(grp.max, options.length) };
  });
}

/**
 * A lottery's betting page: the open draw, play-type tabs, the pad, the unit stake within the limits,
 * and the slip. Buying needs sign-in (the login popup for visitors); the server answers trial accounts.
 */
export function BettingPage({
  gameCode,
  playType,
  onPlayType,
  before,
}: {
  gameCode: string;
  playType?: string;
  onPlayType?(code: string): void;
  /** What goes above the tabs (the Vietnam region picker). */
  before?: ReactNode;
}) {
  const t = useT();
  const errorText = useErrorText();
  const gate = useGate();
  const nameOf = useNameOf();
  const { data: g, error, loading } = useLotteryGame(gameCode);
  const placing = usePlaceTickets();
  const requestId = useRequestId();
  const [chosen, setChosen] = useState(playType);
  const [selection, setSelection] = useState<Selection>({});
  const [unitText, setUnitText] = useState('');
  const [bets, setBets] = useState<SlipBet[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  if (loading) return <Loading />;
  if (error || !g) return <p role="alert">{error ? errorText(error) : t('err_lottery_game_unknown')}</p>;
  const play = g.playTypes.find((p) => p.code === chosen) ?? g.playTypes[0];
  const unit = unitText === '' ? g.minUnit : Number(unitText);
  const weekday = g.next ? new Date(g.next.drawsAt).getUTCDay() : undefined;
  const units = play ? unitsFor(gameCode, play.code, selection, weekday) : null;
  const names = Object.fromEntries(g.stations.map((s) => [s.code, s.name]));
  const groups = play ? openStations(play.groups, g.stations) : [];
  const ready = !!play && !!g.next && isComplete(groups, selection) && units !== null && units > 0;

  const pick = (code: string) => {
    setChosen(code);
    setSelection({});
    setProblem(null);
    onPlayType?.(code);
  };
  const add = () => {
    const why = unitProblem(unit, g.minUnit, g.maxUnit);
    if (why) {
      setProblem(why === 'min' ? t('lottery_unit_min', { min: g.minUnit }) : t('lottery_unit_max', { max: g.maxUnit }));
      return;
    }
    if (!play || !ready || units === null) {
      setProblem(t('err_lottery_selection_invalid'));
      return;
    }
    setProblem(null);
    setBets((b) => [...b, { id: crypto.randomUUID(), playType: play.code, selection, units, unit }]);
    setSelection({});
    requestId.renew();
  };
  const confirm = (drawNo: string) =>
    new Promise<void>((resolve, reject) => {
      let ran = false;
      gate(
        () => {
          ran = true;
          placing
            .run({
              gameCode,
              drawNo,
              requestId: requestId.current(),
              bets: bets.map((b) => ({ playType: b.playType, selection: b.selection, unit: b.unit })),
            })
            .then(() => {
              requestId.renew();
              setBets([]);
              afterPurchase();
              resolve();
            }, reject);
        },
        { allowTrial: true },
      );
      if (!ran) resolve();
    });

  return (
    <section className="lott-page">
      <DrawHeader game={g} onDrawEnd={reloadDraws} />
      <LotteryLinks gameCode={gameCode} />
      {before}
      <PlayTabs playTypes={g.playTypes} play={play} onPlay={pick} />
      <div className="lott-bet">
        <div className="lott-bet__main">
          {play ? <NumberPad groups={groups} selection={selection} onChange={setSelection} names={names} /> : null}
          <div className="lott-stake">
            <label htmlFor="lott-unit">{t('lottery_unit_stake')}</label>
            <input
              id="lott-unit"
              inputMode="decimal"
              value={unitText}
              placeholder={String(g.minUnit)}
              aria-describedby="lott-unit-hint"
              onChange={(e) => setUnitText(e.target.value.replace(/[^0-9.]/g, ''))}
            />
            <span id="lott-unit-hint" className="lott-pad__hint">
              {t('lottery_unit_limits', { min: g.minUnit, max: g.maxUnit })}
            </span>
            <span>{units !== null && units > 0 ? t('lottery_units_times', { units }) : null}</span>
            <button type="button" className="lott-button" disabled={!ready} onClick={add}>
              {t('lottery_add_to_slip')}
            </button>
          </div>
          {problem ? (
            <p role="alert" className="lott-error">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="lott-bet__side">
          {(g.kind === 'vn' || g.kind === 'sea4d') && g.last?.result ? (
            <section className="lott-slip" aria-labelledby="lott-last-title">
              <h2 id="lott-last-title">{t('lottery_last_result', { drawNo: g.last.drawNo })}</h2>
              <ResultTable draw={g.last} stations={names} />
            </section>
          ) : null}
          <BetSlip
            bets={bets}
            drawNo={g.next?.drawNo ?? ''}
            playName={(c) => nameOf('lottery_play_', c)}
            onRemove={(id) => setBets((b) => b.filter((x) => x.id !== id))}
            onClear={() => setBets([])}
            onConfirm={confirm}
          />
        </div>
      </div>
    </section>
  );
}
