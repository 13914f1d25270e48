/**
 * Which files webpack put in each named chunk group (ADR 0113): an entry, or a dynamic import named with a
 * `webpackChunkName` magic comment, with every chunk it loads (split vendor chunks included). The webpack
 * build writes it beside the source maps (`ChunkGroupsPlugin`); `scripts/prerender.tsx` reads it to make
 * a page ask for the chunks it will need from the start (`withScriptPreloads`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Group name → the group's script files, as their URL paths (`/assets/….js`). */
export type ChunkGroups = Record<string, string[]>;

/**
 * Beside the source maps (ADR 0062): a build artefact, never deployed. One per output directory (`build`):
 * the e2e suite's second build (`dist-next`) writes its own next to that of `dist`.
 */
export const chunkGroupsFile = (root: string, build = 'dist'): string => path.join(root, 'dist-sourcemaps', `${build}.chunk-groups.json`);

export function readChunkGroups(root: string, build = 'dist'): ChunkGroups {
  const file = chunkGroupsFile(root, build);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run webpack (npm run build) first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkGroups;
}

/**
 * The script files of `names`, each once, in order, leaving out `loaded` (what the page loads anyway). A name
 * webpack does not know (a renamed magic comment) fails: the page would silently lose its head start.
 */
export function scriptsOf(groups: ChunkGroups, names: readonly string[], loaded: readonly string[] = []): string[] {
  const files = names.flatMap((name) => {
    const group = groups[name];
    if (!group) throw new Error(`webpack built no chunk group named "${name}" (known: ${Object.keys(groups).join(', ')})`);
    return group;
  });
  return [...new Set(files)].filter((file) => !loaded.includes(file));
}

/** The script files a page loads (`<script src>`). */
export const pageScripts = (html: string): string[] => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));

const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

/**
 * `html` asking for `files` from the start: `<link rel="preload">` in the head (the CSP allows no inline script,
 * ADR 0061). Low priority, like the entry's deferred scripts, so they come after those instead of overtaking
 * them; webpack's own `<script>` for a chunk then takes over the preloaded response.
 */
export function withScriptPreloads(html: string, files: readonly string[]): string {
  return html.replace('</head>', `${files.map((file) => `<link rel="preload" as="script" href="${file}" fetchpriority="low">`).join('')}</head>`);
}

/** `html` without the script preloads `withScriptPreloads` added. */
export const withoutScriptPreloads = (html: string): string => html.replace(SCRIPT_PRELOAD, '');
