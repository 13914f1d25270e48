/**
 * The pages' inline scripts, minified, each allowed by the CSP by its hash: the theme boot (`public/theme-boot.js`,
 * ADR 0106) in every page's `<head>` (ADR 0138) and the app loader (`public/app-loader.js`, ADR 0123 §4) in each
 * prerendered page's (ADR 0139). Inline, neither costs a request before the first paint or the largest one; by
 * hash, the CSP still allows no other inline script. The build writes the boot into every page (webpack.config.ts)
 * and the loader into each prerendered one (scripts/prerender.tsx); the serving policy lists both hashes
 * (policy.ts); `inlineScriptProblems` fails a build whose HTML has any other inline script.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minifySync } from '@swc/core';


/** The CSP source that allows exactly `script` as an inline script's text. */
export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** `file` of `public/` (resolved from the repository root: npm, Jest and webpack run there), minified, and its CSP hash. */
function readInlineScript(file: string): { script: string; hash: string } {
  const source = fs.readFileSync(path.resolve('public', file), 'utf8');
  // Comments go (they explain the file, not the page); names are mangled inside the function only.
  const script = minifySync(source, { compress: true, mangle: true, format: { comments: false } }).code.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error(`public/${file} minified holds text that would end an inline script`);
  return { script, hash: scriptHash(script) };
}

/** The minified theme boot and its CSP hash, read once per process. */
export const THEME_BOOT: Readonly<{ script: string; hash: string }> = readInlineScript('theme-boot.js');

/** The minified app loader and its CSP hash, read once per process (ADR 0139). */
export const APP_LOADER: Readonly<{ script: string; hash: string }> = readInlineScript('app-loader.js');

/** The inline scripts of `html` (elements without `src`), with their text. */
function inlineScripts(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<script\b(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)<\/script>/gi)].map(([, tag = '', text = '']) => ({ tag, text }));
}

/**
 * Why `html` breaks the script policy: an inline script other than the theme boot and the app loader (the CSP
 * allows no other), or one of them missing where the page must carry it, there where it must not, or more than
 * once. Empty when it does not. `carries`: which of the two the page must carry (each exactly once).
 */
export function inlineScriptProblems(html: string, carries: { themeBoot: boolean; appLoader: boolean }): string[] {
  const scripts = inlineScripts(html);
  const known = [
    { name: 'the theme boot', text: THEME_BOOT.script, expected: carries.themeBoot },
    { name: 'the app loader', text: APP_LOADER.script, expected: carries.appLoader },
  ];
  const problems = scripts.filter((script) => !known.some(({ text }) => script.text === text)).map((script) => `an inline script the CSP does not allow (${script.tag}${script.text.slice(0, 60)}…)`);
  for (const { name, text, expected } of known) {
    const copies = scripts.filter((script) => script.text === text).length;
    if (expected && copies !== 1) problems.push(`${copies} copies of ${name} (one expected)`);
    if (!expected && copies !== 0) problems.push(`${name}, which this page does not carry`);
  }
  return problems;
}
