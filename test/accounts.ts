import { initialAuthState } from '../src/features/auth/authSlice';
import type { AccountSummary, AuthState } from '../src/features/auth/authSlice';

export function account(name: string, roles: string[]): AccountSummary {
  const id = name.toLowerCase().replace(/\s+/g, '.');
  return { homeAccountId: id, localAccountId: id, oid: `oid-${id}`, username: `${id}@contoso.test`, name, tenantId: 't', roles };
}

export const ALEX = account('Alex Rivera', ['Employee']);
export const MORGAN = account('Morgan Lee', ['Employee', 'TeamManager', 'TeamApprover']);
export const HARPER = account('Harper Quinn', ['Employee', 'HRAdmin']);

/** Auth state with one signed-in account (start-up done). */
export function signedInAs(a: AccountSummary): { auth: AuthState } {
  return { auth: { ...initialAuthState, startup: 'ready', interaction: 'none', accounts: [a], activeAccountId: a.homeAccountId } };
}

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token with the account's claims, as the mock handlers read them (they trust the server's check). */
export function tokenFor(a: AccountSummary): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ oid: a.oid, preferred_username: a.username, name: a.name, roles: a.roles })}.test`;
}

/** Headers of a request made as this account. */
export function as(a: AccountSummary): { Authorization: string } {
  return { Authorization: `Bearer ${tokenFor(a)}` };
}

export const PAT = account('Pat Morgan', ['Employee', 'PayrollUser']);
export const OLIVIA = account('Olivia Chen', ['Employee', 'OperationsManager']);
