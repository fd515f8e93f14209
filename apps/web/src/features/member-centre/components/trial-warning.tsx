import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/i18n.tsx';

/** SPEC §5: a trial account is told the member centre needs a real account. */
export function TrialWarning({ onClose }: { onClose(): void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="member-centre-warning"
      aria-labelledby="mc-trial-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="mc-trial-title">{t('mc_trial_title')}</h2>
      <p>{t('in_need_true_account')}</p>
      <button type="button" className="mc-button mc-button--primary" onClick={onClose}>
        {t('mc_trial_ok')}
      </button>
    </dialog>
  );
}
