// Runs before the first paint (a render-blocking external script: the CSP allows no inline script).
// Puts the saved colour scheme's class on <html> (MUI's CSS variables follow it) and the saved primary
// colour's variables, cached by the app in `portal:theme-paint`, until the app takes over (ADR 0106).
(function () {
  var root = document.documentElement;
  var dark = null;
  try {
    var saved = JSON.parse(localStorage.getItem('persist:theme') || '{}');
    if (saved.darkMode) dark = JSON.parse(saved.darkMode);
    var paint = JSON.parse(localStorage.getItem('portal:theme-paint') || 'null');
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
