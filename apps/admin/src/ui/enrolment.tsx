import { useId, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';

/**
 * The authenticator enrolment the server answers: its SVG QR code (drawn on the server with uqr) shown
 * as an image, so nothing in the string can run or touch the page, and the secret for typing in.
 */
export function Enrolment({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  const t = useT();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`;
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="enrolment">
      <img className="qr" src={src} alt={t('signIn.qrAlt')} width={200} height={200} />
      <p className="secret-label">{t('signIn.secret')}</p>
      <code className="secret" data-secret={secret}>
        {grouped}
      </code>
    </div>
  );
}

/** Recovery codes shown once, with a required "I saved them" tick before `onDone`. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  const id = useId();
  const [saved, setSaved] = useState(false);
  return (
    <div className="recovery-codes">
      <p>{t('signIn.codesLead')}</p>
      <ol className="codes" aria-label={t('signIn.codesTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="check">
        <input id={id} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor={id}>{t('signIn.codesSaved')}</label>
      </div>
      <button type="button" className="btn primary" disabled={!saved} onClick={onDone}>
        {t('signIn.codesContinue')}
      </button>
    </div>
  );
}
