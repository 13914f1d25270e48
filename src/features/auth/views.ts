// What the app shell renders of the auth feature, each view in a chunk of its own (ADR 0113, 0121). Chunk names:
// scripts/prerender.tsx makes the prerendered /login request "login" with the sign-in runtime (ADR 0135).
export const loadLoginPage = () => import(/* webpackChunkName: "login" */ './LoginPage');
export const loadLogoutPage = () => import(/* webpackChunkName: "logout" */ './LogoutPage');
export const loadRedirectPage = () => import(/* webpackChunkName: "redirect-page" */ './RedirectPage');
/** In the feedback layer's chunk, with the toasts, modals and PIN gate. */
export const loadSessionExpiredPrompt = () => import(/* webpackChunkName: "feedback" */ './SessionExpiredPrompt');
export { isSignInPage, SIGN_IN_PATHS } from './signInPaths';
