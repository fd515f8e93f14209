import type { TMallItem } from '@app/contracts/calls/points';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { PaymentPasswordField } from '../../../ui/mc-field.tsx';
import { McNotice, useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { reloadPoints, useRedeem } from '../api/points.ts';

/** How many of an item the member may still take: stock, the per-member limit and their points. */
export function mostOf(item: TMallItem, points: number): number {
  const byLimit = item.perMemberLimit === null ? Number.POSITIVE_INFINITY : item.perMemberLimit - item.redeemed;
  return Math.max(0, Math.min(item.stock, byLimit, Math.floor(points / item.points), 100));
}

/**
 * Redeems a mall item (points.redeem): the quantity, a delivery address for physical goods, and the
 * payment password. The server takes points and stock at once; the redemption waits for staff.
 */
export function RedeemDialog({ item, points, onClose }: { item: TMallItem; points: number; onClose(): void }) {
  const t = useT();
  const errorText = useErrorText();
  const redeem = useRedeem();
  const rid = useRequestId();
  const most = Math.max(1, mostOf(item, points));
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.max(1, Math.min(most, Math.trunc(Number(quantityText)) || 1));
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const goods = item.kind === 'goods';

  const submit = async () => {
    setError(undefined);
    try {
      await redeem.run({
        itemId: item.id,
        quantity,
        paymentPassword: password,
        requestId: rid.current(),
        address: goods ? { name: name.trim(), phone: phone.trim(), address: address.trim() } : null,
      });
      rid.renew();
      setDone(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPassword('');
      reloadPoints();
    }
  };

  if (done) {
    return (
      <Dialog title={t('pt_redeem_title', { name: item.name })} onClose={onClose}>
        <p role="status">{t('pt_redeem_done')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('pt_redeem_title', { name: item.name })} onClose={onClose}>
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="mc-field">
          <label htmlFor="pt-quantity">{t('pt_quantity')}</label>
          <input
            id="pt-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            required
            value={quantityText}
            onChange={(e) => setQuantityText(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <p>{t('pt_total', { points: item.points * quantity })}</p>
        {goods ? (
          <>
            <div className="mc-field">
              <label htmlFor="pt-addr-name">{t('pt_address_name')}</label>
              <input
                id="pt-addr-name"
                autoComplete="name"
                required
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div className="mc-field">
              <label htmlFor="pt-addr-phone">{t('pt_address_phone')}</label>
              <input
                id="pt-addr-phone"
                type="tel"
                autoComplete="tel"
                required
                minLength={5}
                maxLength={30}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
            <div className="mc-field">
              <label htmlFor="pt-addr">{t('pt_address')}</label>
              <textarea
                id="pt-addr"
                autoComplete="street-address"
                required
                minLength={5}
                maxLength={300}
                rows={3}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
              />
            </div>
          </>
        ) : null}
        <PaymentPasswordField
          id="pt-redeem-password"
          label={t('pt_payment_password')}
          value={password}
          onValue={setPassword}
        />
        <McNotice error={error} />
        <div className="mc-row">
          <button type="submit" className="mc-button mc-button--primary" disabled={redeem.pending}>
            {t('pt_redeem_confirm', { points: item.points * quantity })}
          </button>
          <button type="button" className="mc-button" onClick={onClose}>
            {t('pt_cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
