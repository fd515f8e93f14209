import { THEMES, type Theme } from '@app/contracts/constants';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { localKeys, writeLocal } from '../../lib/storage.ts';

interface ThemeValue {
  theme: Theme;
  setTheme(theme: Theme): void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/** Only dark or light are accepted (SPEC §5). */
export function isTheme(v: unknown): v is Theme {
  return (THEMES as readonly unknown[]).includes(v);
}

/** The theme applied before first paint by theme-init.js is the starting value. */
function current(): Theme {
  const v = document.documentElement.getAttribute('data-theme');
  return isTheme(v) ? v : 'dark';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setState] = useState<Theme>(current);
  const setTheme = useCallback((next: Theme) => {
    if (!isTheme(next)) return;
    document.documentElement.setAttribute('data-theme', next);
    writeLocal(localKeys.theme, next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const v = useContext(ThemeContext);
  if (!v) throw new Error('useTheme outside ThemeProvider');
  return v;
}
