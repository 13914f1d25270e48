/**
 * The product API's identity as the local identity provider issues it: the audience its access tokens carry and the
 * delegated scope the portal asks for. The service checks both; with a real Entra ID client id the environment names them.
 */
export const LOCAL_API_AUDIENCE = 'api://portal-api';
export const LOCAL_API_SCOPE = 'api://portal-api/access_as_user';
