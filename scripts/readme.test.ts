import fs from 'node:fs';
import path from 'node:path';
import type { Operation } from '../src/shared/contract/operation';
import { API_OPERATIONS } from '../src/shared/contract/operations';
import { NAV_ROLE_OF, PROFILE_ROLES } from '../src/shared/roles';
import type { ProfileRole } from '../src/shared/roles';

const readme = fs.readFileSync(path.resolve(__dirname, '..', 'README.md'), 'utf8');
const TABLE_HEADER = '| Operation | Who may call it | What the server checks |';

interface Row {
  operations: string[];
  who: string;
}

/** The rows of the README's table of the API service's operations ("The API service"). */
function operationRows(text: string): Row[] {
  const lines = text.split('\n');
  const start = lines.indexOf(TABLE_HEADER);
  if (start < 0) throw new Error(`README.md has no line "${TABLE_HEADER}"`);
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [first = '', who = ''] = line.slice(1).split(' | ');
    rows.push({ operations: [...first.matchAll(/`((?:GET|POST|PUT|DELETE) \/[^`]*)`/g)].map((match) => match[1] ?? ''), who: who.trim() });
  }
  return rows;
}

/** A role as the README (and the spec, and the token's `roles` claim) names it. */
const profileName = (navRole: string): ProfileRole | undefined => PROFILE_ROLES.find((role) => NAV_ROLE_OF[role] === navRole);

describe("README's table of the API service's operations", () => {
  const rows = operationRows(readme);
  const contract: Operation[] = Object.values(API_OPERATIONS);

  it('names every operation of the contract once, and none that is not in it', () => {
    const listed = rows.flatMap((row) => row.operations).sort();
    expect(listed).toEqual(contract.map((operation) => `${operation.method} ${operation.path}`).sort());
  });

  it('says for each operation exactly the roles the contract lets call it ("anyone signed in" when it names none)', () => {
    const said = (operation: Operation) => {
      const row = rows.find((candidate) => candidate.operations.includes(`${operation.method} ${operation.path}`));
      const named = PROFILE_ROLES.filter((role) => new RegExp(`\\b${role}\\b`).test(row?.who ?? ''));
      return { operation: `${operation.method} ${operation.path}`, anyone: row?.who.startsWith('anyone signed in') ?? false, roles: named.sort() };
    };
    const expected = (operation: Operation) => ({
      operation: `${operation.method} ${operation.path}`,
      anyone: !operation.roles,
      roles: (operation.roles ?? []).map((role) => profileName(role) ?? role).sort(),
    });
    expect(contract.map(said)).toEqual(contract.map(expected));
  });
});
