import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { type Check, type DrawChecks, type TDrawProof, verifyDraw } from '../verify.ts';
import { ResultTable } from './result-table.tsx';

const CHECK_KEYS: Record<Check, TKey> = {
  pass: 'lottery_check_pass',
  fail: 'lottery_check_fail',
  na: 'lottery_check_na',
};

function Row({ label, check }: { label: string; check: Check | undefined }) {
  const t = useT();
  return (
    <li className={`lott-check lott-check--${check ?? 'na'}`}>
      <span>{label}</span> <strong>{check ? t(CHECK_KEYS[check]) : t('loading')}</strong>
    </li>
  );
}

/**
 * One draw's proof: seed, seed hash, the previous draw's seed; the three checks recomputed in the
 * browser; and how to check them by hand.
 */
export function VerifyView({ proof }: { proof: TDrawProof }) {
  const t = useT();
  const [checks, setChecks] = useState<DrawChecks | null>(null);
  useEffect(() => {
    let live = true;
    void verifyDraw(proof).then((c) => live && setChecks(c));
    return () => {
      live = false;
    };
  }, [proof]);
  return (
    <div className="lott-verify">
      <dl className="lott-verify__facts">
        <dt>{t('lottery_col_draw')}</dt>
        <dd>{proof.drawNo}</dd>
        <dt>{t('lottery_seed')}</dt>
        <dd className="lott-mono">{proof.seed ?? t('lottery_seed_hidden')}</dd>
        <dt>{t('lottery_seed_hash')}</dt>
        <dd className="lott-mono">{proof.seedHash}</dd>
        <dt>{t('lottery_previous_seed')}</dt>
        <dd className="lott-mono">{proof.previous?.seed ?? proof.chain?.anchor ?? '—'}</dd>
      </dl>
      {proof.result ? <ResultTable draw={proof} /> : null}
      <ul className="lott-verify__checks" aria-live="polite">
        <Row label={t('lottery_check_hash')} check={checks?.hash} />
        <Row label={t('lottery_check_chain')} check={checks?.chain} />
        <Row label={t('lottery_check_result')} check={checks?.result} />
      </ul>
      <section aria-labelledby="lott-how">
        <h2 id="lott-how">{t('lottery_how_title')}</h2>
        <ol className="lott-verify__how">
          <li>{t('lottery_how_1')}</li>
          <li>{t('lottery_how_2')}</li>
          <li>{t('lottery_how_3', { gameCode: proof.gameCode, drawNo: proof.drawNo })}</li>
        </ol>
      </section>
    </div>
  );
}
