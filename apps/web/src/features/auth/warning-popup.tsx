import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import './components/auth.css';

/**
 * A warning popup (SPEC §8: a failed SMS send, an invalid invitation code): the message and a confirm
 * button, on the site's dialog; Escape, the close button or a click outside close it too. It opens over
 * whatever form raised it, which keeps what was typed. Nothing is shown while `text` is empty.
 */
export function WarningPopup({ text, onClose }: { text: string | undefined; onClose(): void }) {
  const t = useT();
  if (!text) return null;
  return (
    <Dialog title={t('popup_warning_title')} onClose={onClose}>
      <div className="auth-form">
        <p className="auth-form__text">{text}</p>
        <div className="auth-row">
          <button type="button" className="auth-button auth-button--primary" onClick={onClose}>
            {t('confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** A form's warning popup: `warn(text)` opens it; render `popup` anywhere in the form. */
export function useWarningPopup() {
  const [text, setText] = useState<string>();
  return { warn: setText, popup: <WarningPopup text={text} onClose={() => setText(undefined)} /> };
}
