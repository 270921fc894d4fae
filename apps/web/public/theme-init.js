// Applies the stored theme before the first paint, so a dark page does not flash white. Loaded as a
// blocking script from index.html (the CSP forbids inline scripts). Same key and rules as src/lib/theme.ts.
(function () {
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('pitchscope-theme');
    if (stored === 'light' || stored === 'dark') preference = stored;
  } catch {
    // storage blocked: follow the system
  }
  var dark = preference === 'dark' || (preference === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
