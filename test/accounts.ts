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
