import type { TPointConfig } from '@app/contracts/calls/points';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { PaymentPasswordField } from '../../../ui/mc-field.tsx';
import { McNotice, useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { reloadPoints, useConvert } from '../api/points.ts';

/** The cash (major units) a number of points gives, rounded down to the minor unit as the server does. */
export function cashOf(cfg: TPointConfig, points: number, minorUnits = 2): number {
  const scale = 10 ** minorUnits;
  const minor = Math.round(cfg.convertAmount * scale);
  return Math.floor((points * minor) / cfg.convertPoints) / scale;
}

/** Converts points to cash in the main wallet (points.convert) with the payment password. */
export function ConvertDialog({ config, points, onClose }: { config: TPointConfig; points: number; onClose(): void }) {
  const t = useT();
  const errorText = useErrorText();
  const convert = useConvert();
  const rid = useRequestId();
  const [amount, setAmount] = useState(String(Math.max(config.convertMinPoints, 0)));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [paid, setPaid] = useState<number | undefined>();
  const n = Math.trunc(Number(amount)) || 0;

  const submit = async () => {
    setError(undefined);
    try {
      const res = await convert.run({ points: n, paymentPassword: password, requestId: rid.current() });
      rid.renew();
      setPaid(res.amount);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPassword('');
      reloadPoints();
    }
  };

  if (paid !== undefined) {
    return (
      <Dialog title={t('pt_convert_title')} onClose={onClose}>
        <p role="status">{t('pt_convert_done', { cash: formatMoney(paid) })}</p>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('pt_convert_title')} onClose={onClose}>
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('pt_balance_value', { points })}</p>
        <div className="mc-field">
          <label htmlFor="pt-convert-points">{t('pt_convert_points')}</label>
          <input
            id="pt-convert-points"
            type="number"
            inputMode="numeric"
            min={config.convertMinPoints}
            max={Math.max(points, config.convertMinPoints)}
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
            aria-describedby="pt-convert-hint"
          />
          <span className="mc-field__hint" id="pt-convert-hint">
            {t('pt_convert_hint', {
              min: config.convertMinPoints,
              points: config.convertPoints,
              cash: formatMoney(config.convertAmount),
            })}
          </span>
        </div>
        <p>{t('pt_convert_get', { cash: formatMoney(cashOf(config, n)) })}</p>
        <PaymentPasswordField
          id="pt-convert-password"
          label={t('pt_payment_password')}
          value={password}
          onValue={setPassword}
        />
        <McNotice error={error} />
        <div className="mc-row">
          <button type="submit" className="mc-button mc-button--primary" disabled={convert.pending}>
            {t('pt_convert_confirm')}
          </button>
          <button type="button" className="mc-button" onClick={onClose}>
            {t('pt_cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
