import type { THouseGame } from '@app/contracts/calls/house';
import { pocketColour } from '@app/contracts/house/roulette';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getHouseGame } from '../api/get-house-game.ts';
import { type Verified, verifyRound } from '../verify.ts';
import './house-game.css';
import { SymbolGlyph } from './symbol-glyph.tsx';

/** The verify page's form: seeds in, the outcome recomputed in the browser out. */
export function VerifyForm({ initial }: { initial: { game: string; server: string; client: string; nonce: string } }) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<TKey | null>(null);
  const [result, setResult] = useState<{ game: THouseGame; verified: Verified } | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values, label: TKey, opts: { mono?: boolean; inputMode?: 'numeric' } = {}) => (
    <label className="house__field">
      <span>{t(label)}</span>
      <input
        name={name}
        value={values[name]}
        inputMode={opts.inputMode}
        spellCheck={false}
        autoComplete="off"
        className={opts.mono ? 'is-mono' : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </label>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const nonce = Number(values.nonce);
    if (!/^\d{1,12}$/.test(values.game) || !values.server || !values.client || !Number.isInteger(nonce) || nonce < 0) {
      setProblem('house_verify_invalid');
      setResult(null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const game = await getHouseGame(values.game);
      const verified = await verifyRound(game, { serverSeed: values.server, clientSeed: values.client, nonce });
      setResult({ game, verified });
    } catch (err) {
      setResult(null);
      setProblem(err instanceof ApiError && err.code === 'not_found' ? 'house_verify_unknown_game' : 'err_network');
    } finally {
      setBusy(false);
    }
  };

  const v = result?.verified;
  const symbolName = (game: THouseGame, s: number) => t(`house_sym_${game.slot?.symbols[s]?.glyph ?? 'star'}` as TKey);
  return (
    <div className="house">
      <h1 className="house__title">{t('house_verify_title')}</h1>
      <p className="house__muted">{t('house_verify_intro')}</p>
      <form className="house__panel house__verify" onSubmit={(e) => void submit(e)} noValidate>
        {field('game', 'house_game_id', { inputMode: 'numeric' })}
        {field('server', 'house_server_seed', { mono: true })}
        {field('client', 'house_client_seed', { mono: true })}
        {field('nonce', 'house_nonce', { inputMode: 'numeric' })}
        <button type="submit" className="house-spin" disabled={busy}>
          {t('house_verify_submit')}
        </button>
      </form>
      {problem && (
        <p className="house__alert" role="alert">
          {t(problem)}
        </p>
      )}
      <div aria-live="polite">
        {result && v && (
          <section className="house__panel" aria-label={result.game.name}>
            <h2 className="house__title">{result.game.name}</h2>
            <dl className="house__seeds">
              <dt>{t('house_verify_hash')}</dt>
              <dd>
                <code data-testid="verify-hash">{v.hash}</code>
                <br />
                <span className="house__muted">{t('house_verify_hash_hint')}</span>
              </dd>
              {v.kind === 'roulette' ? (
                <>
                  <dt>{t('house_verify_pocket')}</dt>
                  <dd data-testid="verify-outcome">
                    {`${v.pocket} ${t(`house_colour_${pocketColour(v.pocket)}` as TKey)}`}
                  </dd>
                </>
              ) : (
                <>
                  <dt>{t('house_verify_stops')}</dt>
                  <dd data-testid="verify-outcome">{v.stops.join(' · ')}</dd>
                  <dt>{t('house_col_result')}</dt>
                  <dd>{t('house_verify_multiple', { n: v.multiple })}</dd>
                </>
              )}
            </dl>
            {v.kind === 'slot' && result.game.slot && (
              <div className="house__mini">
                {v.grid.map((col, reel) => {
                  const names = col.map((s) => symbolName(result.game, s));
                  const label = t('house_window', { reel: reel + 1, symbols: names.join(', ') });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed positions
                    <ul key={reel} aria-label={label}>
                      {col.map((s, row) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                        <li key={row}>
                          <SymbolGlyph glyph={result.game.slot?.symbols[s]?.glyph ?? 'star'} size={48} />
                        </li>
                      ))}
                    </ul>
                  );
                })}
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
