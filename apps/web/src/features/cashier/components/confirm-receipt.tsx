import type { TWithdrawal } from '@app/contracts/calls/cashier';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { McNotice } from '../../../ui/page-kit.tsx';
import { uploadProof } from '../api/upload-proof.ts';
import { useConfirmWithdrawal } from '../api/withdraw.ts';
import { checkProofFiles } from './proof-files.ts';
import { useSubmit } from './use-submit.ts';

type Outcome = 'fully_received' | 'received' | 'not_received';

/** SPEC §4 withdrawal confirmation: fully received, received (how much), or not received with proof. */
export function ConfirmReceipt({
  withdrawal,
  autoReceiveMinutes,
  onDone,
}: {
  withdrawal: TWithdrawal;
  autoReceiveMinutes: number;
  onDone(): void;
}) {
  const t = useT();
  const time = useFormatTime();
  const { run: confirm } = useConfirmWithdrawal();
  const s = useSubmit();
  const [outcome, setOutcome] = useState<Outcome>('fully_received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const name = `receipt-${withdrawal.orderNo}`;

  // Files are checked asynchronously (their first bytes); only the latest choice may set the state.
  const picks = useRef(0);
  const pick = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const mine = ++picks.current;
    const problem = await checkProofFiles(chosen);
    if (mine !== picks.current) return;
    if (problem) {
      setFileError(t(problem));
      setFiles([]);
      return;
    }
    setFileError(undefined);
    setFiles(chosen);
  };

  return (
    <form
      className="mc-form mc-receipt"
      onSubmit={(e) => {
        e.preventDefault();
        void s.run(async () => {
          const proofIds = outcome === 'not_received' ? await Promise.all(files.map(uploadProof)) : [];
          await confirm({
            orderNo: withdrawal.orderNo,
            outcome,
            ...(outcome === 'received' ? { receivedAmount: received } : {}),
            proofIds,
          });
          onDone();
          return t('wl_receipt_saved');
        });
      }}
    >
      <fieldset className="mc-field">
        <legend>{t('wl_receipt_question')}</legend>
        {(['fully_received', 'received', 'not_received'] as const).map((o) => (
          <label key={o} className="mc-channel">
            <input type="radio" name={name} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
            <span>{t(`wl_receipt_${o}`)}</span>
          </label>
        ))}
      </fieldset>
      {outcome === 'received' ? (
        <div className="mc-field">
          <label htmlFor={`${name}-amount`}>{t('wl_received_amount')}</label>
          <input
            id={`${name}-amount`}
            inputMode="decimal"
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            required
          />
        </div>
      ) : null}
      {outcome === 'not_received' ? (
        <div className="mc-field">
          <label htmlFor={`${name}-proof`}>{t('wl_proof_images')}</label>
          <input
            id={`${name}-proof`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            required
            onChange={(e) => void pick(e.target.files)}
          />
          <span className="mc-field__hint">{t('wl_proof_hint')}</span>
        </div>
      ) : null}
      {withdrawal.autoReceiveAt ? (
        <p className="mc-field__hint">
          {t('wl_auto_receive_note', { minutes: autoReceiveMinutes, time: time(withdrawal.autoReceiveAt) })}
        </p>
      ) : null}
      <McNotice error={fileError ?? s.error} success={s.success} />
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending || !!fileError}>
          {t('wl_confirm_receipt')}
        </button>
      </div>
    </form>
  );
}
