/**
 * @redux-devtools/cli 5 serves its UI with React from `react/umd/*.production.min.js`, which React 19 no
 * longer ships (reduxjs/redux-devtools#1931: the UI stays blank). This writes those two files as
 * browser bundles of the installed React 19 that set the `React` and `ReactDOM` globals the UI expects.
 * Run by `npm run devtools` after installing.
 */
import path from 'node:path';
import { build } from 'esbuild';

const modules = path.join(import.meta.dirname, 'node_modules');
const bundles = [
  { out: 'react/umd/react.production.min.js', contents: "window.React = require('react');" },
  { out: 'react-dom/umd/react-dom.production.min.js', contents: "window.ReactDOM = { ...require('react-dom'), ...require('react-dom/client') };" },
];
/** react-dom must use the page's one React (its hooks live in React's internals), not a copy of its own. */
const reactFromWindow = {
  name: 'react-from-window',
  setup(b) {
    b.onResolve({ filter: /^react$/ }, () => ({ path: 'react', namespace: 'window-react' }));
    b.onLoad({ filter: /.*/, namespace: 'window-react' }, () => ({ contents: 'module.exports = window.React;' }));
  },
};

for (const { out, contents } of bundles) {
  await build({
    plugins: out.startsWith('react-dom/') ? [reactFromWindow] : [],
    stdin: { contents, resolveDir: import.meta.dirname },
    bundle: true,
    minify: true,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(modules, out),
    logLevel: 'warning',
  });
}
