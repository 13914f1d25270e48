import fs from 'node:fs';
import path from 'node:path';

/**
 * The plain controls' sheet (`src/ui/plainControls.tsx`, ADR 0156) names its rules `pc-*`; views use its components,
 * never those names (issue #49): a view writing the class names copies the sheet's structure into itself, and the
 * sheet can no longer change alone. ESLint refuses such a string too (eslint.config.mjs); this reads every file.
 */
const root = path.resolve(import.meta.dirname, '..', 'src');
/** A quoted or template string with a `pc-` class name in it. */
const PLAIN_CLASS = /['"`][^'"`\n]*(?<![\w-])pc-[a-z$]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('plain class names stay in src/ui', () => {
  it('finds the pattern where it is written', () => {
    expect(PLAIN_CLASS.test('<p className="pc-body1 x">')).toBe(true);
    expect(PLAIN_CLASS.test("className={`a pc-${variant}`}")).toBe(true);
    expect(PLAIN_CLASS.test('"npc-x" and "topc-y"')).toBe(false);
  });

  it('no file outside src/ui writes a pc-* class name', () => {
    const ui = path.join(root, 'ui') + path.sep;
    const found = sources(root)
      .filter((file) => !file.startsWith(ui))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (PLAIN_CLASS.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
