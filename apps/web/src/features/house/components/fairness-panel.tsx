import type { THouseSession } from '@app/contracts/calls/house';
import { useT } from '../../../i18n/i18n.tsx';

/** The next round's committed seed hash, the player's client seed (editable) and the nonce. */
export function FairnessPanel({
  next,
  clientSeed,
  onClientSeed,
  seedOk,
}: {
  next: THouseSession['next'];
  clientSeed: string;
  onClientSeed: (s: string) => void;
  seedOk: boolean;
}) {
  const t = useT();
  return (
    <details className="house__panel">
      <summary>{t('house_fairness')}</summary>
      <p className="house__muted">{t('house_fair_explain')}</p>
      <dl className="house__seeds">
        <dt>{t('house_next_hash')}</dt>
        <dd>
          <code data-testid="next-hash">{next.serverSeedHash}</code>
        </dd>
        <dt>{t('house_nonce')}</dt>
        <dd>
          <code>{next.nonce}</code>
        </dd>
      </dl>
      <label className="house__field">
        <span>{t('house_client_seed')}</span>
        <input
          value={clientSeed}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!seedOk}
          aria-describedby="client-seed-hint"
          onChange={(e) => onClientSeed(e.target.value)}
        />
      </label>
      <p id="client-seed-hint" className={seedOk ? 'house__muted' : 'house__invalid'}>
        {t('house_client_seed_hint')}
      </p>
      <p>
        <a href="/house/verify" target="_blank" rel="noopener">
          {t('house_verify_link')}
        </a>
      </p>
    </details>
  );
}
