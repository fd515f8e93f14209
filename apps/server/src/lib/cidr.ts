import { isIP } from 'node:net';

/** Parsed CIDR range: address bytes, prefix length and family. */
interface Range {
  bytes: Uint8Array;
  prefix: number;
  family: 4 | 6;
}

function v4Bytes(ip: string): Uint8Array {
  return Uint8Array.from(ip.split('.').map(Number));
}

function v6Bytes(ip: string): Uint8Array {
  let text = ip;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two hex groups.
  if (text.includes('.')) {
    const cut = text.lastIndexOf(':');
    const b = v4Bytes(text.slice(cut + 1));
    const hi = (((b[0] ?? 0) << 8) | (b[1] ?? 0)).toString(16);
    const lo = (((b[2] ?? 0) << 8) | (b[3] ?? 0)).toString(16);
    text = `${text.slice(0, cut + 1)}${hi}:${lo}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - h.length - t.length).fill('0');
  const out = new Uint8Array(16);
  [...h, ...fill, ...t].forEach((g, i) => {
    const n = Number.parseInt(g, 16);
    out[i * 2] = n >> 8;
    out[i * 2 + 1] = n & 0xff;
  });
  return out;
}

/** Normalises an address: IPv4-mapped IPv6 becomes plain IPv4. */
export function normaliseIp(ip: string): string {
  const m = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  return m?.[1] ?? ip;
}

/** Parses "a.b.c.d/n" or "v6/n" (a bare address is a single-host range); null when invalid. */
export function parseCidr(text: string): Range | null {
  const parts = text.trim().split('/');
  if (parts.length > 2) return null;
  const [addr = '', len] = parts;
  const family = isIP(addr);
  if (family === 0) return null;
  const max = family === 4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (len !== undefined && !/^\d+$/.test(len))) return null;
  return { bytes: family === 4 ? v4Bytes(addr) : v6Bytes(addr), prefix, family: family as 4 | 6 };
}

/** True when the address lies inside the range. */
export function cidrContains(range: string, ip: string): boolean {
  const r = parseCidr(range);
  const addr = normaliseIp(ip);
  const fam = isIP(addr);
  if (!r || fam !== r.family) return false;
  const bytes = fam === 4 ? v4Bytes(addr) : v6Bytes(addr);
  let bits = r.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((r.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}
