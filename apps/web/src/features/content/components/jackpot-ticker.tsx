import { JACKPOT_TICK_MS } from '@app/contracts/constants';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { boot } from '../../../lib/boot.ts';
import { formatMajor } from '../../../lib/money.ts';
import { jackpotAt } from '../jackpot.ts';
import { useContentSwitch } from '../use-content-switch.ts';
import './jackpot-ticker.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function Column({ char }: { char: string }) {
  const d = DIGITS.indexOf(char);
  if (d < 0) return <span className="jackpot__sep">{char}</span>;
  return (
    <span className="jackpot__digit">
      <span className="jackpot__reel" style={{ transform: `translateY(${-d * 10}%)` }}>
        {DIGITS.map((x) => (
          <span key={x}>{x}</span>
        ))}
      </span>
    </span>
  );
}

/**
 * The jackpot ticker (SPEC §2, §4): digit columns that roll to the next figure every 3 seconds, with
 * the brand's currency symbol. Columns have fixed widths, so the figure never shifts the layout.
 */
export function JackpotTicker() {
  const t = useT();
  const on = useContentSwitch('GAMES_JACKPOT');
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setValue(jackpotAt(Date.now())), JACKPOT_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!on) return null;
  const text = formatMajor(value);
  return (
    <div className="jackpot-wrap">
      <section className="jackpot" aria-labelledby="jackpot-label">
        <h2 id="jackpot-label" className="jackpot__label">
          {t('content_jackpot')}
        </h2>
        <p className="jackpot__value" data-testid="jackpot-value" data-value={value}>
          <span className="visually-hidden">{`${boot.symbol} ${text}`}</span>
          <span className="jackpot__columns" aria-hidden="true">
            <span className="jackpot__symbol">{boot.symbol}</span>
            {Array.from(text).map((c, i) => (
              // Position keys keep each column in place, so a changing digit rolls instead of re-mounting.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity of a column
              <Column key={i} char={c} />
            ))}
          </span>
        </p>
      </section>
    </div>
  );
}
