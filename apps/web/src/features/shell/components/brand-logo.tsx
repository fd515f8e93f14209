import { Link } from 'react-router';
import { boot } from '../../../lib/boot.ts';

/** The brand logo (SVG drawn by the server for this host's brand), linking home. */
export function BrandLogo() {
  const name = boot.name.trim().slice(0, 24) || 'Brand';
  // The same width the server draws, so the image keeps its place while it loads.
  const width = 64 + Math.round(name.length * 21 + 8);
  return (
    <Link to="/" className="brand-logo">
      <img src="/art/logo.svg" alt={boot.name} width={Math.round((width * 40) / 56)} height={40} />
    </Link>
  );
}
