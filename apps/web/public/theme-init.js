// Applies the stored theme before first paint, so the page never flashes the wrong theme.
(() => {
  const root = document.documentElement;
  let boot = {};
  let theme = null;
  const el = document.getElementById('boot');
  try {
    if (el) boot = JSON.parse(el.textContent || '{}');
  } catch {
    boot = {};
  }
  try {
    theme = localStorage.getItem('theme');
  } catch {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') theme = boot.defaultTheme === 'light' ? 'light' : 'dark';
  root.setAttribute('data-theme', theme);
  // The browser's bar colour follows the theme (the page background of the theme's tokens).
  const bar = document.querySelector('meta[name="theme-color"]');
  if (bar) bar.setAttribute('content', theme === 'light' ? '#0d4fb3' : '#0b0e1a');
})();
