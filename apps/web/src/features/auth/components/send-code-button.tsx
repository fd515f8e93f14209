import { useT } from '../../../i18n/i18n.tsx';

/** The send-code button: disabled with the seconds left while the countdown runs (SPEC §4). */
export function SendCodeButton({ left, pending, onSend }: { left: number; pending: boolean; onSend(): void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="auth-button auth-button--secondary auth-send-code"
      disabled={left > 0 || pending}
      onClick={onSend}
    >
      {left > 0 ? t('auth_resend_in', { seconds: left }) : t('auth_send_code')}
    </button>
  );
}
