import fs from 'node:fs';
import path from 'node:path';
import { dependencyDrift, parseDependenciesDoc, renderDependenciesDoc } from './dependencies-report';
import type { DependenciesReport, PackageJson } from './dependencies-report';

const root = path.resolve(__dirname, '..');
const doc = fs.readFileSync(path.join(root, 'docs', 'dependencies.md'), 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;

const sample: DependenciesReport = {
  date: '2026-01-02',
  unreliable: 1,
  production: [
    { name: 'react', installed: '19.3.1', license: 'MIT', latest: '19.3.1', lastRelease: '2026-01-01', source: 'registry (republish date)', verdict: 'maintained' },
    { name: 'redux-persist', installed: '6.0.0', license: 'MIT', latest: '6.0.0', lastRelease: '2019-09-01 (v6.0.0)', source: 'upstream rt2zz/redux-persist', verdict: '**unmaintained**' },
  ],
  development: [{ name: 'jest', installed: '30.5.2', license: 'MIT' }],
};

describe('docs/dependencies.md (npm run deps-report)', () => {
  it('lists every dependency and devDependency of package.json at its exact version, and no other package', () => {
    // A failure names each difference: run `npm run deps-report` and commit the document.
    expect(dependencyDrift(pkg, parseDependenciesDoc(doc))).toEqual([]);
  });

  it('is exactly what scripts/dependencies-report.ts renders (no hand edits, no older layout)', () => {
    expect(renderDependenciesDoc(parseDependenciesDoc(doc))).toBe(doc);
  });

  it('reads back what it renders, flagged sections included', () => {
    const rendered = renderDependenciesDoc(sample);
    expect(parseDependenciesDoc(rendered)).toEqual(sample);
    expect(rendered).toContain('### redux-persist');
    expect(renderDependenciesDoc({ ...sample, production: sample.production.slice(0, 1) })).toContain('## Flagged\n\nNone.\n');
  });

  it('reports a package added, removed or moved to another version', () => {
    const report = { production: sample.production, development: sample.development };
    expect(dependencyDrift({ dependencies: { react: '19.3.1', 'redux-persist': '6.0.0' }, devDependencies: { jest: '30.5.2' } }, report)).toEqual([]);
    expect(dependencyDrift({ dependencies: { react: '19.3.2', 'redux-persist': '6.0.0', zod: '4.6.7' }, devDependencies: {} }, report)).toEqual([
      'dependency react is listed at 19.3.1, package.json has 19.3.2',
      'dependency zod 4.6.7 is not listed',
      'devDependency jest is listed but not in package.json',
    ]);
    // A devDependency listed as a production one (or the reverse) is a difference too.
    expect(dependencyDrift({ dependencies: { react: '19.3.1', 'redux-persist': '6.0.0', jest: '30.5.2' } }, report)).toEqual([
      'dependency jest 30.5.2 is not listed',
      'devDependency jest is listed but not in package.json',
    ]);
  });
});
