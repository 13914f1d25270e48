import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['src', 'service', 'scripts', 'test', 'e2e', 'public'];

/** Directories under `dir`, this one first. */
function directories(dir: string): string[] {
  return [dir, ...fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? directories(path.join(dir, entry.name)) : []))];
}

/**
 * Names in one folder that differ only by case once their extensions are left out (`HelpArticles.tsx` and
 * `helpArticles.ts`). An import names a module without its extension, so on a case-insensitive file system
 * (macOS and Windows by default) `./helpArticles` finds `HelpArticles.tsx` first and the module imports itself.
 */
function caseTwins(dir: string): string[][] {
  const byName = new Map<string, Set<string>>();
  for (const entry of fs.readdirSync(dir)) {
    const bare = entry.replace(/\.[^.]+$/, '');
    const group = byName.get(bare.toLowerCase()) ?? new Set<string>();
    group.add(bare);
    byName.set(bare.toLowerCase(), group);
  }
  return [...byName.values()].filter((names) => names.size > 1).map((names) => [...names].map((name) => path.relative(root, path.join(dir, name))));
}

describe('module names', () => {
  it('finds two names that differ only by case', () => {
    const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.case-'));
    try {
      fs.writeFileSync(path.join(dir, 'HelpArticles.tsx'), '');
      fs.writeFileSync(path.join(dir, 'helpArticles.ts'), '');
      fs.writeFileSync(path.join(dir, 'help.ts'), '');
      expect(caseTwins(dir)).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no two modules in one folder whose names differ only by case (they collide on macOS and Windows)', () => {
    const twins = SOURCE_DIRS.filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) => directories(path.join(root, dir)).flatMap(caseTwins));
    expect(twins).toEqual([]);
  });
});
