/**
 * Runtime configuration. Values come from the environment at build time (webpack DefinePlugin
 * replaces `process.env.APP_*`); Jest reads the real process environment.
 */
import { LOCAL_API_SCOPE } from './shared/identity';
export interface AppConfig {
  /** Empty when the local OpenID Connect provider is used. */
  authClientId: string;
  authority: string;
  /** True when signing in against the local provider rather than Entra ID. */
  localIdentityProvider: boolean;
  localIdpUrl: string;
  apiBaseUrl: string;
  apiScope: string;
  /** Scopes for Microsoft Graph tokens (the local provider stands in with one scope of its own). */
  graphScopes: string[];
  graphBaseUrl: string;
  mocks: 'browser' | 'off';
  devtools: boolean;
  production: boolean;
}

export const LOCAL_CLIENT_ID = 'portal-local';
export const LOCAL_GRAPH_SCOPES = ['api://portal-graph/User.Read'];
/** Microsoft Graph's default scope list (spec §7: 22 entries). */
export const GRAPH_DEFAULT_SCOPES = [
  'User.Read', 'User.ReadBasic.All', 'Presence.Read', 'Presence.Read.All', 'Calendars.Read', 'Calendars.ReadWrite',
  'Mail.Read', 'Mail.Send', 'Files.Read', 'Files.ReadWrite', 'Team.ReadBasic.All', 'Channel.ReadBasic.All',
  'Chat.Read', 'Chat.ReadWrite', 'Sites.Read.All', 'Tasks.Read', 'Tasks.ReadWrite', 'Group.Read.All',
  'Notes.Read', 'Notes.ReadWrite', 'Directory.Read.All', 'People.Read',
];
export const ENTRA_AUTHORITY = 'https://login.microsoftonline.com/common';

function read(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
}

export function readConfig(): AppConfig {
  const production = process.env.NODE_ENV === 'production';
  const authClientId = read(process.env.APP_AUTH_CLIENT_ID, '');
  const local = authClientId === '';
  const mocksDefault = production ? 'off' : 'browser';
  return {
    authClientId: local ? LOCAL_CLIENT_ID : authClientId,
    authority: local ? read(process.env.APP_LOCAL_IDP_URL, 'http://localhost:4000') : read(process.env.APP_AUTH_AUTHORITY, ENTRA_AUTHORITY),
    localIdentityProvider: local,
    localIdpUrl: read(process.env.APP_LOCAL_IDP_URL, 'http://localhost:4000'),
    apiBaseUrl: read(process.env.APP_API_BASE_URL, '/api'),
    apiScope: read(process.env.APP_API_SCOPE, LOCAL_API_SCOPE),
    graphScopes: local ? LOCAL_GRAPH_SCOPES : GRAPH_DEFAULT_SCOPES,
    graphBaseUrl: read(process.env.APP_GRAPH_BASE_URL, local ? '/graph/v1.0' : 'https://graph.microsoft.com/v1.0'),
    mocks: read(process.env.APP_MOCKS, mocksDefault) === 'off' ? 'off' : 'browser',
    devtools: !production || read(process.env.APP_DEVTOOLS, '') === 'true',
    production,
  };
}

export const config: AppConfig = readConfig();
