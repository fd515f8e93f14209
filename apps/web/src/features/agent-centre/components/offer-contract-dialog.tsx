import { CONTRACT_PERIODS_BY_KIND } from '@app/contracts/agent-types';
import type { CONTRACT_PERIODS } from '@app/contracts/calls/agent-contracts';
import type { ContractKind } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { McNotice } from '../../../ui/page-kit.tsx';
import { reloadContracts, useOfferContract } from '../api/contracts.ts';
import { emptyTier, parseTiers, type TierDraft } from './tiers.ts';
import { TiersEditor } from './tiers-editor.tsx';
import { useSubmit } from './use-submit.ts';

type Period = (typeof CONTRACT_PERIODS)[number];

export const kindLabel = (kind: ContractKind): TKey => `ac_kind_${kind}` as TKey;
export const periodLabel = (period: string): TKey => `ac_period_${period}` as TKey;

/**
 * Offer a contract to a direct downline agent (agentContracts.offer): the kind among the caller's own,
 * its period, and the tiers. The tiers are checked here first; the server checks the rates against the
 * caller's own contract and answers in the user's language.
 */
export function OfferContractDialog({
  username,
  kinds,
  onClose,
}: {
  username: string;
  kinds: readonly ContractKind[];
  onClose(): void;
}) {
  const t = useT();
  const offer = useOfferContract();
  const s = useSubmit();
  const [kind, setKind] = useState<ContractKind>(kinds[0] ?? 'dailyWage');
  const [period, setPeriod] = useState<string>(CONTRACT_PERIODS_BY_KIND[kind]?.[0] ?? 'daily');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier()]);
  const [invalid, setInvalid] = useState<string | undefined>();
  const periods = CONTRACT_PERIODS_BY_KIND[kind] ?? [];
  return (
    <Dialog title={t('ac_offer_title', { username })} onClose={onClose} wide>
      <form
        className="mc-form ac-offer"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseTiers(tiers, kind);
          if ('error' in parsed) {
            s.clear();
            setInvalid(t(parsed.error));
            return;
          }
          setInvalid(undefined);
          void s.run(async () => {
            await offer.run({ username, kind, period: period as Period, tiers: parsed.tiers });
            reloadContracts();
            return t('ac_offer_sent', { username });
          });
        }}
      >
        <div className="mc-field">
          <label htmlFor="ac-offer-kind">{t('ac_contract_kind')}</label>
          <select
            id="ac-offer-kind"
            value={kind}
            onChange={(e) => {
              const next = kinds.find((k) => k === e.target.value) ?? kind;
              setKind(next);
              setPeriod(CONTRACT_PERIODS_BY_KIND[next]?.[0] ?? '');
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(kindLabel(k))}
              </option>
            ))}
          </select>
        </div>
        <div className="mc-field">
          <label htmlFor="ac-offer-period">{t('ac_period')}</label>
          <select id="ac-offer-period" value={period} onChange={(e) => setPeriod(e.target.value)}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(periodLabel(p))}
              </option>
            ))}
          </select>
        </div>
        <TiersEditor kind={kind} value={tiers} onChange={setTiers} />
        <p className="mc-field__hint">{t('ac_tiers_hint')}</p>
        <div className="mc-row">
          <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
            {t('ac_offer_submit')}
          </button>
        </div>
        <McNotice error={invalid ?? s.error} success={s.success} />
      </form>
    </Dialog>
  );
}
