import { announcementsApi } from '../../api/announcementsApi';
import { calendarApi } from '../../api/calendarApi';
import { calendarFeedsApi } from '../../api/calendarFeedsApi';
import { contractApi } from '../../api/contractApi';
import { delegationsApi } from '../../api/delegationsApi';
import { graphApi } from '../../api/graphApi';
import { notificationsApi } from '../../api/notificationsApi';
import { payrollApi } from '../../api/payrollApi';
import { peopleApi } from '../../api/peopleApi';
import { routingApi } from '../../api/routingApi';
import { settingsApi } from '../../api/settingsApi';
import { workApi } from '../../api/workApi';

/**
 * Every `apiSlice.injectEndpoints` result. RTK Query's reducer needs an endpoint's definition to reduce
 * its cache actions, and a log can hold any endpoint's, so every store that recomputes a log (the
 * DevTools-connected app in QA mode, the QA viewer, Node) loads this list first. The live app loads
 * endpoints lazily with the views that use them. A test keeps the list complete. `contractApi` holds every read
 * derived from the contract (ADR 0140): a new one needs no line here.
 */
export const apiEndpointModules = [announcementsApi, calendarApi, calendarFeedsApi, contractApi, delegationsApi, graphApi, notificationsApi, payrollApi, peopleApi, routingApi, settingsApi, workApi] as const;
