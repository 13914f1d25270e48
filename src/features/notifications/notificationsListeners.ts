import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening, RootState, Services } from '../../app/types';
import { modalRequested } from '../modals/events';
import { addPushedNotification, isListChangePending, listChangeStarted, notificationsApi, replaceNotifications, streamCursorOf } from '../../api/notificationsApi';
import { CLEAR_ALL_CONFIRMATION } from './notificationsPanelSlice';
import { apiSlice } from '../../api/apiSlice';
import { NotificationOnArrivalSchema } from '../../shared/notifications/schemas';
import { config } from '../../config';
import { NOTIFICATION_OPERATIONS } from '../../shared/contract/notifications';
import { sessionExpired, signedOutElsewhere, signOutSucceeded } from '../auth/events';
import { clearAllClicked, clearAllConfirmed, dismissClicked, markAllReadClicked, markReadClicked, notificationClicked, notificationPushed, notificationStreamChanged, refreshClicked } from './events';

/** How often the list is read while the event stream is down (issue #25 §6: polling stays as the fallback). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export function addNotificationsListeners(startAppListening: AppStartListening): void {
  const endpoints = notificationsApi.endpoints;
  // The service's event stream (issue #25): opened once the bell's list has loaded, closed on sign-out.
  // Each pushed notification becomes an event (recorded in QA logs) that puts it at the top of the list,
  // so the bell changes without a reload; the list's own refresh remains the fallback.
  // It first resumes from the cursor that read answered (ADR 0151), so one committed since is pushed; after a
  // drop, from the last id the stream announced (the port keeps it).
  let closeStream: (() => void) | null = null;
  startAppListening({
    matcher: endpoints.getNotifications.matchFulfilled,
    effect: (action, api) => {
      if (closeStream) return;
      const cursor = streamCursorOf(action.meta.baseQueryMeta);
      const accountId = api.getState().auth.activeAccountId;
      const url = new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${NOTIFICATION_OPERATIONS.streamNotifications.path}`, globalThis.location.href).href;
      closeStream = api.extra.eventStreams.open({
        url,
        ...(cursor === null ? {} : { lastEventId: cursor }),
        headers: async () => ({ Authorization: `Bearer ${await api.extra.tokens.getToken('api', { accountId, forceRefresh: false })}` }),
        onEvent: (event) => {
          if (event.event !== 'notification') return;
          try {
            const parsed = NotificationOnArrivalSchema.safeParse(JSON.parse(event.data));
            if (parsed.success) api.dispatch(notificationPushed(parsed.data));
          } catch {
            // Not JSON: ignored, like a list item of the wrong shape.
          }
        },
        onStatus: (live) => api.dispatch(notificationStreamChanged({ live })),
      });
    },
  });
  // While the stream is down the list is read every NOTIFICATIONS_POLL_MS; the stream coming back (the next
  // change cancels this loop) or a sign-out ends it.
  const signedOut = (action: { type: string }) => signOutSucceeded.match(action) || signedOutElsewhere.match(action) || sessionExpired.match(action);
  // A read of the list must not undo a change (read, dismissed, cleared) still on its way: its answer may predate
  // the change, and the change's own undo (on failure) assumes the list it patched. So a background read waits for
  // pending changes to settle, and an answer that a change overlapped (started while it was read) is dropped and
  // read again once that change has settled (docs/adr/0166-a-stream-resumes-from-a-snapshot.md).
  let changesStarted = 0;
  startAppListening({
    matcher: listChangeStarted,
    effect: () => {
      changesStarted += 1;
    },
  });
  /** Waits until no change of the list is pending; false when the person signed out meanwhile. */
  const settled = async (api: ListenerEffectAPI<RootState, AppDispatch, Services>): Promise<boolean> => {
    if (!isListChangePending(api.getState())) return true;
    const [action] = await api.take((action, state) => signedOut(action) || !isListChangePending(state));
    return !signedOut(action);
  };
  startAppListening({
    actionCreator: notificationStreamChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (action.payload.live) return;
      for (;;) {
        if (await api.take(signedOut, NOTIFICATIONS_POLL_MS)) return;
        // A read of the list already under way (the person's Try again, a refresh) is left to finish alone.
        if (endpoints.getNotifications.select()(api.getState()).isLoading) continue;
        for (;;) {
          if (!(await settled(api))) return;
          const before = changesStarted;
          const polled = await api.dispatch(endpoints.pollNotifications.initiate(undefined, { subscribe: false, forceRefetch: true }));
          if (!polled.data) break;
          if (changesStarted === before && !isListChangePending(api.getState())) {
            replaceNotifications(api.dispatch, polled.data);
            break;
          }
        }
      }
    },
  });
  startAppListening({
    predicate: (action) => signOutSucceeded.match(action) || signedOutElsewhere.match(action) || sessionExpired.match(action),
    effect: () => {
      closeStream?.();
      closeStream = null;
    },
  });
  startAppListening({
    actionCreator: notificationPushed,
    effect: (action, api) => {
      // One the list already has changes nothing, and reads nothing again.
      if (!addPushedNotification(api.dispatch, endpoints.getNotifications.select()(api.getState()).data, action.payload)) return;
      // Something changed that this person should see: a request to approve, a decision on theirs, a new notice.
      api.dispatch(apiSlice.util.invalidateTags(action.payload.type === 'announcement' ? ['Announcement'] : ['Approval', 'Dashboard', 'TimeOff', 'Timecard']));
    },
  });
  startAppListening({
    predicate: (action) => notificationClicked.match(action) || markReadClicked.match(action),
    effect: (action, api) => {
      if (!notificationClicked.match(action) && !markReadClicked.match(action)) return;
      const list = endpoints.getNotifications.select()(api.getState()).data ?? [];
      const item = list.find((n) => n.notificationUID === action.payload.id);
      if (item && item.acknowledgedYN !== 'Y') void api.dispatch(endpoints.markNotificationRead.initiate(action.payload.id));
    },
  });
  startAppListening({
    actionCreator: dismissClicked,
    effect: (action, api) => {
      void api.dispatch(endpoints.dismissNotification.initiate(action.payload.id));
    },
  });
  startAppListening({
    actionCreator: markAllReadClicked,
    effect: (_action, api) => {
      void api.dispatch(endpoints.markAllNotificationsRead.initiate());
    },
  });
  startAppListening({
    actionCreator: clearAllClicked,
    effect: (_action, api) => {
      api.dispatch(
        modalRequested({
          id: 'clear-all-notifications',
          type: 'confirmation',
          title: 'Clear all notifications',
          message: CLEAR_ALL_CONFIRMATION,
          confirmText: 'Clear all',
          cancelText: 'Cancel',
          isDestructive: true,
          onConfirm: clearAllConfirmed(),
        }),
      );
    },
  });
  startAppListening({
    actionCreator: clearAllConfirmed,
    effect: (_action, api) => {
      void api.dispatch(endpoints.clearAllNotifications.initiate());
    },
  });
  startAppListening({
    actionCreator: refreshClicked,
    effect: async (_action, api) => {
      // Like a poll: after the pending changes of the list have settled, and again if one overlapped the read.
      for (;;) {
        if (!(await settled(api))) return;
        const before = changesStarted;
        await api.dispatch(endpoints.getNotifications.initiate(undefined, { forceRefetch: true, subscribe: false }));
        if (changesStarted === before) return;
      }
    },
  });
}
