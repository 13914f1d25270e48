// Prerendered pages only (ADR 0112): the page is already readable and styled, so the app's scripts are requested
// once the browser reports the page's first contentful paint, not while it is still getting the page on screen.
// The script list is written into data-scripts at build time (scripts/prerender.tsx); inserted scripts with
// async=false run in list order.
(function () {
  var me = document.currentScript;
  var scripts = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
  var started = false;
  function load() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // No paint to wait for (a hidden tab) or no paint timing in this browser: do not wait long.
  setTimeout(load, 500);
  try {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (entries[i].name === 'first-contentful-paint') load();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
})();
