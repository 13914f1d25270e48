import type { AccountInfo, EventMessage } from '@azure/msal-browser';
import type { AccountSummary, MsalEvent } from './authSlice';

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function isAccount(payload: unknown): payload is AccountInfo {
  return typeof payload === 'object' && payload !== null && 'homeAccountId' in payload && 'username' in payload;
}

/** The one MSAL bridge: an EventMessage becomes plain data (never tokens, never Error objects). */
export function toPlainEvent(message: EventMessage): MsalEvent {
  const payload: unknown = message.payload;
  const account = isAccount(payload) ? payload : typeof payload === 'object' && payload !== null && 'account' in payload && isAccount(payload.account) ? payload.account : null;
  const error = message.error as unknown;
  return {
    eventType: message.eventType,
    interactionType: message.interactionType ?? null,
    homeAccountId: account?.homeAccountId ?? null,
    username: account?.username ?? null,
    name: account?.name ?? null,
    errorCode: typeof error === 'object' && error !== null && 'errorCode' in error ? text(error.errorCode) : null,
    errorMessage: error instanceof Error ? error.message : null,
    at: message.timestamp,
  };
}

function rolesOf(account: AccountInfo): string[] {
  const roles: unknown = account.idTokenClaims?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

export function toAccountSummary(account: AccountInfo): AccountSummary {
  const oid = account.idTokenClaims?.oid;
  return {
    homeAccountId: account.homeAccountId,
    localAccountId: account.localAccountId,
    oid: typeof oid === 'string' ? oid : account.localAccountId,
    username: account.username,
    name: account.name ?? '',
    tenantId: account.tenantId,
    roles: rolesOf(account),
  };
}
