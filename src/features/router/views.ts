// What the app shell renders of the router (its store part is in feature.ts, ADR 0121).
export { StoreLink, StoreRouter } from './StoreRouter';
