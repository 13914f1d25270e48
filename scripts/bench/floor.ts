/**
 * The dependency floor of a route (ADR 0107; per route since ADR 0132): an esbuild bundle of one entry that
 * imports exactly the packages, and the named exports of them, that the route's source imports (statically,
 * from its entry points), and renders each component once. Nothing of our own code is in it, so it is the
 * least any build of that route can ship.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What every page of the app runs: the frame (store, router, theme, hydration) and start-up (zod's configuration, the saved theme). */
const FRAME_ENTRY_POINTS = [
  'src/app/AppView.tsx',
  'src/features/theme/AppThemeProvider.tsx',
  'src/features/router/StoreRouter.tsx',
  // Start-up on every page (src/startup/steps.ts): zod's configuration and the synchronous read of the saved theme.
  'src/app/zodConfig.ts',
  'src/features/theme/themeStorage.ts',
];

/** What a public page runs: the frame and the public layout and pages. */
export const PUBLIC_ENTRY_POINTS = [
  ...FRAME_ENTRY_POINTS,
  'src/features/publicHeader/publicHeaderListeners.ts',
  'src/marketing/MarketingLayout.tsx',
  'src/marketing/publicRoutes.tsx',
  // The header's menus and drawer: a lazy chunk (ADR 0118), still imported by every public page (and `/`
  // downloads it when idle: the bench and the budget count it on the app's side too, ADR 0132).
  'src/marketing/components/PublicHeaderPopups.tsx',
];

/**
 * The public route table, whose lazy imports (`import('./…')`) are public pages: each public route's page is a chunk of its
 * own (ADR 0114), but what the public pages import is the floor's definition, so the walker follows them.
 */
export const PUBLIC_ROUTE_TABLES = ['src/marketing/content/pages.ts'];

/** Packages every page needs besides what its modules import: the store and its middleware. */
const STORE_IMPORTS: Record<string, string[]> = {
  'react-redux': ['Provider'],
  '@reduxjs/toolkit': ['configureStore', 'createListenerMiddleware', 'combineSlices'],
};

export interface FloorDefinition {
  /** What the route needs, in a sentence (printed beside its floor). */
  what: string;
  entryPoints: string[];
  routeTables: string[];
  /** Package imports the modules do not name themselves (hydration or a fresh root, the store). */
  frameImports: Record<string, string[]>;
}

/**
 * Each measured route's own floor (issue #28, ADR 0132): `/` and the public pages share one; `/login` is the login
 * screen and signing in (the frame, the login page, the auth listeners, MSAL), not the portal it leads to;
 * `/home` signed in is the portal (its runtime: RTK Query, persistence, the services, the work API and features;
 * its layout and home page), not the work pages it loads on a click.
 */
export const ROUTE_FLOORS = {
  '/': {
    what: 'the public pages: the frame, the public layout, every page of the route table, the header pop-ups',
    entryPoints: PUBLIC_ENTRY_POINTS,
    routeTables: PUBLIC_ROUTE_TABLES,
    frameImports: { 'react-dom/client': ['hydrateRoot'], ...STORE_IMPORTS },
  },
  '/login': {
    what: 'the login screen and signing in: the frame, LoginPage, the auth listeners, MSAL',
    entryPoints: [...FRAME_ENTRY_POINTS, 'src/features/auth/LoginPage.tsx', 'src/features/auth/authListeners.ts', 'src/services/msalFactory.ts'],
    routeTables: [],
    frameImports: { 'react-dom/client': ['hydrateRoot'], ...STORE_IMPORTS },
  },
  '/home': {
    what: 'the signed-in portal: the frame, the portal runtime and services, MSAL, the work API and features, PortalApp (layout, home page)',
    entryPoints: [
      ...FRAME_ENTRY_POINTS,
      'src/app/portalRuntime.ts',
      'src/services/portalServices.ts',
      'src/services/msalFactory.ts',
      'src/api/workApi.ts',
      'src/features/timeoff/feature.ts',
      'src/features/timecard/feature.ts',
      'src/features/approvals/feature.ts',
      'src/portal/PortalApp.tsx',
    ],
    routeTables: [],
    frameImports: { 'react-dom/client': ['createRoot'], ...STORE_IMPORTS },
  },
} satisfies Record<string, FloorDefinition>;

export type FloorRoute = keyof typeof ROUTE_FLOORS;

const IMPORT = /import\s+(?!type\b)([\s\S]*?)\s+from\s+'([^']+)'/g;
/** A lazy import of a module of our own, `import('./x')`, with or without a webpackChunkName comment before the path. */
const LAZY_IMPORT = /\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)?'(\.[^']+)'\s*\)/g;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Bare imports reachable from the given files through our own modules that are not lazy-loaded (except the
 * public pages of the route tables), as package → default import name or named imports. Only files under the
 * start points' import graph count.
 */
export function publicImports(
  entryPoints: string[] = PUBLIC_ENTRY_POINTS,
  routeTables: string[] = PUBLIC_ROUTE_TABLES,
  frameImports: Record<string, string[]> = ROUTE_FLOORS['/'].frameImports,
): Map<string, { default?: string; named: Set<string> }> {
  const packages = new Map<string, { default?: string; named: Set<string> }>();
  const seen = new Set<string>();
  const queue = entryPoints.map((file) => {
    const absolute = path.join(root, file);
    // A moved module must move the floor's definition with it, not shrink the floor quietly.
    if (!fs.existsSync(absolute)) throw new Error(`The dependency floor's entry point ${file} does not exist: update ROUTE_FLOORS (scripts/bench/floor.ts)`);
    return absolute;
  });
  const tables = new Set(routeTables.map((file) => path.join(root, file)));
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    // Lazy imports (`import('...')`) are other chunks: only static imports are the first load, and the pages
    // of a public route table.
    const source = fs.readFileSync(file, 'utf8');
    if (tables.has(file)) {
      for (const [, spec = ''] of source.matchAll(LAZY_IMPORT)) {
        const local = resolveLocal(file, spec);
        if (!local) throw new Error(`${path.relative(root, file)}: cannot resolve ${spec}`);
        queue.push(local);
      }
    }
    for (const [, clause = '', spec = ''] of source.matchAll(IMPORT)) {
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
        continue;
      }
      const entry = packages.get(spec) ?? { named: new Set<string>() };
      // `import * as z from 'zod/mini'`: the members the file uses (`z.string`, `z.pipe`, ...) are its imports.
      const namespace = /^\*\s+as\s+(\w+)$/.exec(clause.trim())?.[1];
      // A member only ever used as a generic type (`z.infer<typeof schema>`) is no runtime import.
      if (namespace) for (const [, member = ''] of source.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)\\b(?!\\s*<)`, 'g'))) entry.named.add(member);
      const named = /\{([^}]*)\}/.exec(clause)?.[1];
      const defaultName = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
      if (defaultName && !defaultName.startsWith('*')) entry.default = defaultName;
      for (const name of (named ?? '').split(',')) {
        const cleaned = name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (cleaned && !name.trim().startsWith('type ')) entry.named.add(cleaned);
      }
      packages.set(spec, entry);
    }
  }
  for (const [spec, names] of Object.entries(frameImports)) {
    const entry = packages.get(spec) ?? { named: new Set<string>() };
    for (const name of names) entry.named.add(name);
    packages.set(spec, entry);
  }
  return packages;
}

/**
 * The floor entry's source: every import once, every default-exported component rendered once. Packages and names go in
 * name order, so the floor depends on what the pages import, not on the order the walker met it (the bundle's
 * module order moves its gzip size by up to 0.7 KiB).
 */
export function floorEntrySource(packages: ReturnType<typeof publicImports>): string {
  const lines: string[] = [];
  const values: string[] = [];
  let index = 0;
  for (const [spec, { default: defaultName, named }] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
    const parts: string[] = [];
    if (defaultName) {
      const local = `D${index}`;
      parts.push(local);
      values.push(local);
    }
    const namedLocals = [...named].sort().map((name) => {
      const local = `N${index}_${name}`;
      values.push(local);
      return `${name} as ${local}`;
    });
    if (namedLocals.length > 0) parts.push(`{ ${namedLocals.join(', ')} }`);
    if (parts.length > 0) lines.push(`import ${parts.join(', ')} from '${spec}';`);
    index += 1;
  }
  lines.push("import { createElement } from 'react';");
  lines.push(`const used = [${values.join(', ')}];`);
  // Each value once: components become elements, everything else is kept by reference.
  lines.push("const elements = used.map((value) => (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value) ? createElement(value as never) : value));");
  lines.push("(globalThis as { __floor?: unknown }).__floor = elements;");
  return lines.join('\n');
}

/** Builds a route's floor bundle (minified, production; `/`'s unless told) and returns its gzip -9 size in bytes. */
export async function dependencyFloor(route: FloorRoute = '/'): Promise<{ gzip: number; raw: number; packages: number }> {
  const definition: FloorDefinition = ROUTE_FLOORS[route];
  const packages = publicImports(definition.entryPoints, definition.routeTables, definition.frameImports);
  const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.floor-'));
  try {
    const entry = path.join(dir, 'floor.tsx');
    fs.writeFileSync(entry, floorEntrySource(packages));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      absWorkingDir: root,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    return { raw: code.byteLength, gzip: zlib.gzipSync(code, { level: 9 }).length, packages: packages.size };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
