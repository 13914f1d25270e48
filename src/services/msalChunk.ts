/**
 * MSAL's chunk (msal-browser and `msalFactory`), in one place: the auth loader imports it on first use, and
 * the way into the portal requests it together with the portal runtime's chunk (ADR 0113). webpack loads a
 * chunk once, so an early request is the one the auth loader then gets. Public pages never call it.
 */
export const importMsal = () => import(/* webpackChunkName: "msal" */ './msalFactory');
