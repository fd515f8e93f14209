import { renderSVG } from 'uqr';

/** The invitation link as a QR code drawn here (the agent centre's library; no service on the internet). */
export function ReferralQr({ text, label }: { text: string; label: string }) {
  const html = { __html: renderSVG(text, { border: 2, ecc: 'M' }) };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated locally from the link
    <div className="rw-qr" role="img" aria-label={label} data-qr={text} dangerouslySetInnerHTML={html} />
  );
}
