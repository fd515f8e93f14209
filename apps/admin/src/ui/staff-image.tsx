import { useEffect, useState } from 'react';
import { boot } from '../lib/boot.ts';
import { readToken } from '../lib/session-store.ts';

/**
 * An image only staff may read (a withdrawal proof, an application image), fetched with the staff
 * token and shown as a data: URL (the back office's CSP allows those). Nothing is shown until it loads.
 */
export function StaffImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const res = await fetch(url, { headers: { Merchant: boot.merchantCode, Authorization: readToken() ?? '' } });
      if (!res.ok) return;
      const blob = await res.blob();
      const reader = new FileReader();
      reader.onload = () => {
        if (live && typeof reader.result === 'string') setSrc(reader.result);
      };
      reader.readAsDataURL(blob);
    })();
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <img className={className ?? 'staff-image'} src={src} alt={alt} /> : null;
}
