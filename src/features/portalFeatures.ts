import type { FeatureManifest, StateOfFeatures } from '../app/types';
import { apiSlice } from '../api/apiSlice';
import { logSafeApiReducer } from '../api/logSafeApiReducer';
import { announcementsFeature } from './announcements/feature';
import { approvalsFeature } from './approvals/feature';
import { authApiDataFeature } from './auth/apiDataFeature';
import { authSessionRenewalFeature } from './auth/sessionRenewalFeature';
import { calendarFeature } from './calendar/feature';
import { clockFeature } from './clock/feature';
import { delegationFeature } from './delegation/feature';
import { routingFeature } from './routing/feature';
import { headerFeature } from './header/feature';
import { helpFeature } from './help/feature';
import { modalsFeature } from './modals/feature';
import { notificationsFeature } from './notifications/feature';
import { payrollFeature } from './payroll/feature';
import { peopleFeature } from './people/feature';
import { profileFeature } from './profile/feature';
import { projectsFeature } from './projects/feature';
import { searchFeature } from './search/feature';
import { secureGateFeature } from './secureGate/feature';
import { shortcutsFeature } from './shortcuts/feature';
import { sidebarFeature } from './sidebar/feature';
import { timecardFeature } from './timecard/feature';
import { timeOffFeature } from './timeoff/feature';
import { persistedThemeFeature } from './theme/persistedFeature';
import { toastsFeature } from './toasts/feature';
import { signInFeatures } from './signInFeatures';

/** RTK Query: the one api slice (log-safe for replays) and its middleware. */
const logSafeApiSlice = { reducerPath: apiSlice.reducerPath, reducer: logSafeApiReducer };
const apiFeature: FeatureManifest<[typeof logSafeApiSlice]> = {
  name: 'api',
  slices: [logSafeApiSlice],
  middleware: [apiSlice.middleware],
};

/**
 * The portal runtime (ADR 0109, 0121, 0135): the sign-in runtime's manifests, then those of the features only the
 * portal uses, in the portal-runtime chunk. The store injects their slices, adds their middleware and registers
 * their listeners, in this order, when the portal loads (each manifest once: the sign-in ones may be in already);
 * a slice under a core slice's key replaces its reducer (the theme's persisted form). A new portal feature adds
 * one line here.
 */
export const portalFeatures = [
  ...signInFeatures,
  apiFeature,
  authApiDataFeature,
  authSessionRenewalFeature,
  sidebarFeature,
  shortcutsFeature,
  toastsFeature,
  modalsFeature,
  secureGateFeature,
  notificationsFeature,
  clockFeature,
  timeOffFeature,
  timecardFeature,
  approvalsFeature,
  announcementsFeature,
  calendarFeature,
  searchFeature,
  headerFeature,
  helpFeature,
  profileFeature,
  projectsFeature,
  peopleFeature,
  payrollFeature,
  delegationFeature,
  routingFeature,
  persistedThemeFeature,
] as const;

/** The portal's part of the state: optional in the root reducer's own type, present wherever portal code runs. */
export type PortalState = StateOfFeatures<typeof portalFeatures>;
