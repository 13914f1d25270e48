import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint zones that keep the service and the shared folder apart from the portal (issue #45): the service imports
 * only src/shared, never the portal's layers or scripts/; src/shared imports only itself. Each case adds one import
 * to a real file's text and expects ESLint's restricted-paths rule to refuse it (and the file as it is to pass).
 * ESLint runs in a process of its own, as `npm run lint` runs it, once for every case.
 */
const root = path.resolve(import.meta.dirname, '..');

const CASES: [file: string, extraImport: string | null][] = [
  ['service/src/clock.ts', null],
  ['service/src/clock.ts', "import '../../src/navigation/navModel.ts';"],
  ['service/src/clock.ts', "import '../../src/api/apiSlice.ts';"],
  ['service/src/clock.ts', "import '../../scripts/demo-users.ts';"],
  ['src/shared/work/dates.ts', null],
  ['src/shared/work/dates.ts', "import '../../navigation/navModel';"],
  ['src/shared/work/dates.ts', "import '../../../service/src/clock.ts';"],
  ['src/shared/work/dates.ts', "import '../../../scripts/demo-users.ts';"],
];

const PROBE = `
import fs from 'node:fs';
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const [file, extra] of cases) {
  const source = fs.readFileSync(file, 'utf8');
  const [result] = await eslint.lintText(extra ? extra + '\\n' + source : source, { filePath: process.cwd() + '/' + file });
  out.push(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

describe('the layers between portal, shared and service', () => {
  let problems: string[][] = [];
  beforeAll(() => {
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--input-type=module', '--eval', PROBE, JSON.stringify(CASES)], { cwd: root, encoding: 'utf8' });
    problems = JSON.parse(run.stdout || 'null') as string[][];
  }, 180_000);

  it('lets the files import what they do today', () => {
    expect(problems[0]).toEqual([]);
    expect(problems[4]).toEqual([]);
  });

  it('refuses the portal navigation, its api layer and scripts/ in the service', () => {
    for (const i of [1, 2, 3]) expect(problems[i]).toEqual([expect.stringMatching(/The service imports only src\/shared|The service does not import scripts/) as unknown]);
  });

  it('refuses the portal, the service and scripts/ in src/shared', () => {
    for (const i of [5, 6, 7]) expect(problems[i]).toEqual([expect.stringMatching(/^Unexpected path .*shared\/ (is what|must not)/) as unknown]);
  });
});
