// What the app shell renders of the theme (its store part is in feature.ts, ADR 0121).
export { AppThemeProvider } from './AppThemeProvider';
