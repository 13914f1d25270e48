// Prerendered pages only (ADR 0112): the page is already readable and styled, so the app's scripts are requested
// once the browser reports the page's first contentful paint, not while it is still getting the page on screen.
// The build inlines this file, minified, into each prerendered page's <head> (the CSP allows it by its hash,
// ADR 0139): as a file it was a request before the largest paint. The script list is written into data-scripts
// of that inline script at build time (scripts/prerender.tsx); inserted scripts with async=false run in list
// order. data-preloads names chunks the page asks for at the same time (ADR 0113, 0116).
(function () {
  var me = document.currentScript;
  var names = function (attribute) {
    return ((me && me.getAttribute(attribute)) || '').split(' ').filter(Boolean);
  };
  var scripts = names('data-scripts');
  // Chunks the page will need next (ADR 0113), asked for with the entry's scripts, at low priority so they follow
  // them; webpack's own request for such a chunk then takes over the preloaded response.
  var preloads = names('data-preloads');
  // Issuing a request costs the main thread up to a few milliseconds (more on a slow phone): they go out in
  // slices of about SLICE_MS, each a task of its own, so asking for a page's whole first wave is no long task
  // on a slow device and one quick task on a fast one (ADR 0116).
  var SLICE_MS = 5;
  var started = false;
  function script(src) {
    var element = document.createElement('script');
    element.src = src;
    element.async = false;
    return element;
  }
  function preload(href) {
    var element = document.createElement('link');
    element.rel = 'preload';
    element.as = 'script';
    element.href = href;
    element.setAttribute('fetchpriority', 'low');
    return element;
  }
  function append(elements, next) {
    var start = performance.now();
    while (next < elements.length && performance.now() - start < SLICE_MS) document.head.appendChild(elements[next++]);
    if (next < elements.length)
      setTimeout(function () {
        append(elements, next);
      }, 0);
  }
  function load() {
    if (started) return;
    started = true;
    var elements = scripts.map(script).concat(preloads.map(preload));
    if (elements.length > 0) append(elements, 0);
  }
  // No paint to wait for (a hidden tab) or no paint timing in this browser: do not wait long. Counted from the end
  // of parsing, when this ran as a deferred file; inline in <head> it runs before the body is parsed (ADR 0139).
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', function () {
      setTimeout(load, 500);
    });
  else setTimeout(load, 500);
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
