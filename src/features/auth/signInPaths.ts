import { matchPath } from 'react-router-dom';

/** The pages that sign in or out (ADR 0135): behind the sign-in runtime, not the whole portal runtime. */
export const SIGN_IN_PATHS = ['/login', '/logout', '/redirect'] as const;

/** Whether `pathname` is one of the sign-in pages. */
export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PATHS.some((path) => matchPath(path, pathname) !== null);
}
