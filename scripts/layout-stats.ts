// Prints the size of src/ and how many imports cross a top-level folder boundary
// (src/<a>/… importing src/<b>/…, with features/<x> and api/<x> counted as their own folders).
// Usage: npx tsx scripts/layout-stats.ts
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('src');
const files: string[] = [];
const walk = (dir: string): void => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name)) files.push(path);
  }
};
walk(root);

const folderOf = (file: string): string => {
  const parts = relative(root, file).split('/');
  const top = parts[0] ?? '';
  return parts.length > 2 && ['features', 'services', 'api', 'portal'].includes(top) ? `${top}/${parts[1] ?? ''}` : top;
};

let lines = 0;
let crossImports = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  lines += text.split('\n').length - 1;
  for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
    const target = resolve(dirname(file), match[1] ?? '');
    if (folderOf(file) !== folderOf(`${target}.ts`)) crossImports += 1;
  }
}
console.log(`files ${files.length}  lines ${lines}  cross-folder imports ${crossImports}`);
