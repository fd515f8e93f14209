/** The relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The ink colours the header may use (tokens --sym-light and --sym-ink, the same in both themes). */
const LIGHT_INK = '#fff6dc';
const DARK_INK = '#1b1f33';

/**
 * The chat window header's colours for the brand's chatHeaderColor: the colour itself as background
 * and whichever ink (light or dark token) reads better on it. Null for anything but #rrggbb (the
 * header keeps the theme's colours).
 */
export function chatHeaderColours(bg: string | undefined): { bg: string; ink: 'light' | 'dark' } | null {
  if (!bg || !/^#[0-9a-fA-F]{6}$/.test(bg)) return null;
  const l = luminance(bg);
  return { bg, ink: contrast(l, luminance(LIGHT_INK)) >= contrast(l, luminance(DARK_INK)) ? 'light' : 'dark' };
}
