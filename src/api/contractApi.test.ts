import { API_OPERATIONS } from '../shared/contract/operations';
import fs from 'node:fs';
import path from 'node:path';
import { contractApi, readUrl } from './contractApi';

describe('the endpoints derived from the contract (ADR 0140)', () => {
  it('are the plain reads with cache tags, named as their operations', () => {
    const derived = Object.entries(API_OPERATIONS)
      .filter(([, op]) => 'tags' in op)
      .map(([name]) => name);
    expect(derived).toEqual(['getHrOverview']);
    for (const name of derived) expect(Object.keys(contractApi.endpoints)).toContain(name);
  });

  it('never share a name with a hand-written endpoint (RTK Query would keep the first and ignore the other)', () => {
    const derived = new Set(Object.entries(API_OPERATIONS).flatMap(([name, op]) => ('tags' in op ? [name] : [])));
    const handWritten = fs
      .readdirSync(__dirname)
      .filter((file) => /Api\.ts$/.test(file) && file !== 'contractApi.ts')
      .flatMap((file) => [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^\s+(\w+): build\.(?:query|mutation)/gm)].map((m) => m[1] ?? ''));
    expect(handWritten.length).toBeGreaterThan(20);
    expect(handWritten.filter((name) => derived.has(name))).toEqual([]);
  });

  it('build the address from the path parameters and the query string, leaving blanks out', () => {
    expect(readUrl({ path: '/hr/overview' }, undefined)).toBe('/hr/overview');
    expect(readUrl({ path: '/projects/{jobNumber}' }, { params: { jobNumber: '24/117' } })).toBe('/projects/24%2F117');
    expect(readUrl({ path: '/people' }, { query: { q: 'chen', department: '' } })).toBe('/people?q=chen');
  });
});
