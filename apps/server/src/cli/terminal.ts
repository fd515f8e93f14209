/**
 * Text for the operator's terminal. Members write support messages, names and references that the
 * admin commands print; a terminal acts on control characters in them (clears the screen, retitles the
 * window, rewrites earlier lines, and worse on some terminals), so they are written out as escapes.
 */

const SHORT: Record<number, string> = { 9: '\\t', 10: '\\n', 13: '\\r' };

/** Unicode format characters that reorder or break what the operator sees: bidi marks and overrides, line separators. */
function isFormatControl(cp: number): boolean {
  return (
    cp === 0x061c ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x2028 ||
    cp === 0x2029 ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069)
  );
}

/**
 * One line as the terminal should show it: C0 controls (newlines too: a line is one print), DEL and C1
 * controls become \xNN (\n, \r, \t by their short names), bidi and line-separator characters \u{NNNN};
 * everything else stays as it is.
 */
export function terminalSafe(text: string): string {
  let out = '';
  let plainFrom = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.charCodeAt(i);
    const control = cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
    if (!control && !isFormatControl(cp)) continue;
    out += text.slice(plainFrom, i);
    out += control
      ? (SHORT[cp] ?? `\\x${cp.toString(16).padStart(2, '0')}`)
      : `\\u{${cp.toString(16).padStart(4, '0')}}`;
    plainFrom = i + 1;
  }
  return plainFrom === 0 ? text : out + text.slice(plainFrom);
}
