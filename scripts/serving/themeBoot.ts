/**
 * The theme boot (`public/theme-boot.js`, ADR 0106) as the pages carry it: an inline script in `<head>`, minified,
 * that the CSP allows by its hash (ADR 0138). Inline, it costs no request before the first paint; by hash, the
 * CSP still allows no other inline script. The build writes this text into every page (webpack.config.ts) and
 * the serving policy lists its hash (policy.ts); `inlineScriptProblems` fails a build whose HTML has any other.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { minifySync } from '@swc/core';

/** The source, resolved from the repository root (every script and test runs there: npm, Jest, webpack). */
const THEME_BOOT_SOURCE = path.join('public', 'theme-boot.js');

/** The CSP source that allows exactly `script` as an inline script's text. */
export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

function readThemeBoot(): { script: string; hash: string } {
  const source = fs.readFileSync(path.resolve(THEME_BOOT_SOURCE), 'utf8');
  // Comments go (they explain the file, not the page); names are mangled inside the function only.
  const script = minifySync(source, { compress: true, mangle: true, format: { comments: false } }).code.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error(`${THEME_BOOT_SOURCE} minified holds text that would end an inline script`);
  return { script, hash: scriptHash(script) };
}

/** The minified theme boot and its CSP hash, read once per process. */
export const THEME_BOOT: Readonly<{ script: string; hash: string }> = readThemeBoot();

/** The inline scripts of `html` (elements without `src`), with their text. */
function inlineScripts(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<script\b(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)<\/script>/gi)].map(([, tag = '', text = '']) => ({ tag, text }));
}

/**
 * Why `html` breaks the script policy: an inline script other than the theme boot (the CSP allows no other), or
 * the theme boot more than once. Empty when it does not. `themeBoot`: whether the page must carry the boot.
 */
export function inlineScriptProblems(html: string, themeBoot: boolean): string[] {
  const scripts = inlineScripts(html);
  const problems = scripts.filter((script) => script.text !== THEME_BOOT.script).map((script) => `an inline script the CSP does not allow (${script.tag}${script.text.slice(0, 60)}…)`);
  const boots = scripts.length - problems.length;
  if (themeBoot && boots !== 1) problems.push(`${boots} copies of the theme boot (one expected)`);
  if (!themeBoot && boots !== 0) problems.push('the theme boot, which this page does not carry');
  return problems;
}
