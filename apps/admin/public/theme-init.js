// Applies the stored back-office theme before first paint, so the page never flashes the wrong theme.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('bo.theme');
  } catch {
    theme = null;
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
