import { PAYOUT, type RouletteBetKind } from '@app/contracts/house/roulette';
import type { SlotConfig } from '@app/contracts/house/slot';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { SymbolGlyph } from './symbol-glyph.tsx';

const pct = (rtp: number) => (rtp * 100).toFixed(2);

/** What every symbol pays for 3, 4 and 5 in a row, the rules and the game's exact RTP. */
export function SlotPaytable({ config }: { config: SlotConfig }) {
  const t = useT();
  return (
    <div className="house__rules">
      <p>{t('house_rules_slot')}</p>
      <p>
        <strong>{t('house_rtp', { rtp: pct(config.rtp) })}</strong>
      </p>
      <table className="house__paytable">
        <thead>
          <tr>
            <th scope="col">{t('house_symbol')}</th>
            {[3, 4, 5].map((n) => (
              <th key={n} scope="col">
                {t('house_pays_count', { n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {config.symbols.map((s) => (
            <tr key={s.glyph}>
              <th scope="row">
                <SymbolGlyph glyph={s.glyph} size={32} />
                <span>{t(`house_sym_${s.glyph}` as TKey)}</span>
              </th>
              {s.pays.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed columns
                <td key={i}>{`× ${p}`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const KINDS: RouletteBetKind[] = ['straight', 'split', 'street', 'corner', 'line', 'dozen', 'column'];

/** European roulette's payouts and rules. */
export function RoulettePaytable({ rtp }: { rtp: number }) {
  const t = useT();
  return (
    <div className="house__rules">
      <p>{t('house_roulette_rules')}</p>
      <p>
        <strong>{t('house_rtp', { rtp: pct(rtp) })}</strong>
      </p>
      <ul>
        {KINDS.map((k) => (
          <li key={k}>
            {t(`house_kind_${k}` as TKey)}: {t('house_payout', { n: PAYOUT[k] })}
          </li>
        ))}
        <li>
          {t('house_kind_even_money')}: {t('house_payout', { n: 1 })}
        </li>
      </ul>
    </div>
  );
}
