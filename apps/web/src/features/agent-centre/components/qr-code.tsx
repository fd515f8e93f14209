import { renderSVG } from 'uqr';

/** A QR code drawn here (no service on the internet), dark modules on a light plate for cameras. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const svg = renderSVG(text, { border: 2, ecc: 'M' });
  const html = { __html: svg };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is generated locally from the link
    <div className="ac-qr" role="img" aria-label={label} data-qr={text} dangerouslySetInnerHTML={html} />
  );
}
