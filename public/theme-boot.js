// Runs before the first paint (a render-blocking external script: the CSP allows no inline script).
// Reads the saved theme's one record, `persist:theme` (owned by src/features/theme/themeStorage.ts, ADR 0121;
// keep the two in step): puts the saved colour scheme's class on <html> (MUI's CSS variables follow it) and
// the saved primary colour's variables (`paint`) until the app takes over (ADR 0106).
(function () {
  var root = document.documentElement;
  var dark = null;
  var paint = null;
  try {
    var saved = JSON.parse(localStorage.getItem('persist:theme') || '{}');
    if (saved.darkMode) dark = JSON.parse(saved.darkMode);
    if (saved.paint) paint = JSON.parse(saved.paint);
  } catch (e) {
    paint = null;
  }
  if (typeof dark !== 'boolean') dark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var mode = dark ? 'dark' : 'light';
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  var vars = paint && paint[mode];
  if (vars && typeof vars === 'object') {
    for (var name in vars) {
      if (/^--mui-palette-(primary-|link)/.test(name)) root.style.setProperty(name, String(vars[name]));
    }
  }
})();
