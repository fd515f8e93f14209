import type { depositOffers } from '@app/contracts/calls/promotions';
import type { CallResponse } from '@app/contracts/define';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { useLatest } from '../../../ui/page-kit.tsx';
import { useDepositOffers } from '../api/get-deposit-offers.ts';
import '../rewards.css';

type TDepositOffer = CallResponse<typeof depositOffers>['list'][number];

/** The amount typed as a number, or undefined while it is not one. */
function amountOf(text: string): number | undefined {
  const n = Number(text.replaceAll(',', '').trim());
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Waits until typing pauses before asking the server what the amount would bring. */
function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One offer's rules in words: the match per tier and cap, the wagering and its limits. */
function OfferTerms({ offer }: { offer: TDepositOffer }) {
  const t = useT();
  const w = offer.wagering;
  return (
    <span className="mc-field__hint rw-offer__terms">
      {offer.tiers.map((tier) => (
        <span key={tier.minDeposit}>
          {t('rw_offer_tier', {
            percent: tier.matchBp / 100,
            min: formatMoney(tier.minDeposit),
            cap: formatMoney(tier.cap),
          })}
        </span>
      ))}
      <span>
        {w.multiple > 0
          ? t(w.base === 'bonus' ? 'rw_offer_wagering_bonus' : 'rw_offer_wagering_both', {
              multiple: w.multiple,
              days: w.expiresDays,
            })
          : t('rw_offer_no_wagering')}
      </span>
      {w.maxBet !== null ? <span>{t('rw_offer_max_bet', { amount: formatMoney(w.maxBet) })}</span> : null}
    </span>
  );
}

/**
 * The bonus choice of the deposit form: the deposit and welcome bonuses the member may take with this
 * deposit (or none), with the bonus the typed amount would bring and its wagering. While a bonus is being
 * wagered none can be chosen, and it says why.
 */
export function DepositBonusChoice({
  amount,
  value,
  onChange,
}: {
  amount: string;
  value: number | null;
  onChange(promotionId: number | null): void;
}) {
  const t = useT();
  const settled = useSettled(amountOf(amount));
  // While the bonus for a new amount loads, the choice stays on screen with the last answer.
  const data = useLatest(useDepositOffers(settled).data);
  const list = data?.list ?? [];
  const missing = value !== null && !!data && !list.some((o) => o.promotionId === value);
  // A preselected offer the member may not take is dropped, so the deposit is never refused for it.
  useEffect(() => {
    if (missing) onChange(null);
  }, [missing, onChange]);
  if (!data) return null;
  if (data.activeBonus) {
    return (
      <p className="mc-field__hint rw-offer-note" data-testid="deposit-bonus-note">
        {t('rw_offer_active_bonus')}
      </p>
    );
  }
  if (list.length === 0) return null;
  return (
    <fieldset className="mc-field rw-offers">
      <legend>{t('rw_offer_legend')}</legend>
      <div className="rw-offer">
        <label className="rw-offer__pick">
          <input type="radio" name="deposit-bonus" checked={value === null} onChange={() => onChange(null)} />
          <span className="rw-offer__title">{t('rw_offer_none')}</span>
        </label>
      </div>
      {list.map((offer) => (
        <div key={offer.promotionId} className="rw-offer">
          {/* Only the title names the radio; the bonus and the rules describe it. */}
          <label className="rw-offer__pick">
            <input
              type="radio"
              name="deposit-bonus"
              checked={value === offer.promotionId}
              onChange={() => onChange(offer.promotionId)}
              aria-describedby={`rw-offer-${offer.promotionId}-bonus`}
            />
            <span className="rw-offer__title">
              {offer.title}
              {offer.kind === 'first_deposit' ? <span className="mc-pill">{t('rw_offer_welcome')}</span> : null}
            </span>
          </label>
          <span className="rw-offer__bonus" id={`rw-offer-${offer.promotionId}-bonus`}>
            {offer.bonusFor !== null && offer.bonusFor > 0
              ? t('rw_offer_brings', { amount: formatMoney(offer.bonusFor) })
              : settled !== undefined
                ? t('rw_offer_below_min', { min: formatMoney(offer.tiers[0]?.minDeposit ?? 0) })
                : t('rw_offer_type_amount')}
          </span>
          <OfferTerms offer={offer} />
        </div>
      ))}
    </fieldset>
  );
}
