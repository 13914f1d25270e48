// Prints how src/app is wired to the features (issue 24, ADR 0121): imports from src/app into src/features, lines in
// src/app, and the files outside a feature's folder that register it in the store (what adding such a feature edits).
// Usage: npx tsx scripts/feature-stats.ts [root, default .] [feature folder, default approvals]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const feature = process.argv[3] ?? 'approvals';
const src = join(root, 'src');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Relative module specifiers of static imports, re-exports and dynamic imports, resolved to paths without extension. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*(?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'/g)].map((m) => resolve(dirname(file), m[1] ?? ''));

const appFiles = filesUnder(join(src, 'app'));
const features = join(src, 'features');
const count = (files: string[]) => {
  const targets = files.flatMap(importsOf).filter((target) => target.startsWith(`${features}/`));
  return { imports: targets.length, modules: new Set(targets).size };
};
const lines = (files: string[]) => files.reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length - 1, 0);
const code = appFiles.filter((file) => !isTest(file));
const all = count(appFiles);
const noTests = count(code);

const folder = join(features, feature);
const wiring = filesUnder(src)
  .filter((file) => !file.startsWith(`${folder}/`) && !isTest(file))
  .filter((file) => importsOf(file).some((target) => target.startsWith(`${folder}/`) && /(Listeners|\/feature)$/.test(target)));

console.log(`imports from src/app into src/features: ${noTests.imports} (${noTests.modules} feature modules; with tests ${all.imports})`);
console.log(`lines in src/app: ${lines(code)} in ${code.length} files (with tests ${lines(appFiles)} in ${appFiles.length})`);
console.log(`files outside features/${feature}/ that register it (listeners or manifest): ${wiring.length}, in src/app: ${wiring.filter((f) => f.startsWith(join(src, 'app'))).length}`);
for (const file of wiring) console.log(`  ${relative(root, file)}`);
