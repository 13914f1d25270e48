import type { AppStartListening } from '../../app/types';
import { announcementsApi } from '../../api/announcementsApi';
import { expiredAsOf, validateAnnouncement } from '../../shared/announcements/rules';
import type { AnnouncementField } from '../../shared/announcements/rules';
import { isoDate } from '../../shared/work/dates';
import { pickFields } from '../../shared/work/rules';
import { modalClosed, modalRequested } from '../modals/events';
import type { ModalRequest } from '../modals/events';
import {
  ANNOUNCEMENT_MODAL_ID,
  announcementFormChecked,
  announcementSubmitClicked,
  draftFromForm,
  draftOf,
  editAnnouncementClicked,
  EXPIRE_MODAL_ID,
  expireClicked,
  expireConfirmed,
  newAnnouncementClicked,
  pinToggled,
} from './announcementsSlice';

const FIELDS: readonly AnnouncementField[] = ['title', 'body', 'expiresOn'];

/** The spec's custom modal with the form as content; primary and secondary actions with a loading state. */
function formModal(editing: boolean, loading: boolean): ModalRequest & { id: string } {
  return {
    id: ANNOUNCEMENT_MODAL_ID,
    type: 'custom',
    title: editing ? 'Edit announcement' : 'New announcement',
    subtitle: editing ? 'Everyone sees the change on their Dashboard.' : 'Everyone sees it on their Dashboard and is notified.',
    size: 'lg',
    content: { key: ANNOUNCEMENT_MODAL_ID },
    closeOnOverlayClick: false,
    primaryAction: { label: editing ? 'Save changes' : 'Post announcement', onClick: announcementSubmitClicked(), isLoading: loading },
    secondaryAction: { label: 'Cancel', disabled: loading },
  };
}

export function addAnnouncementsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: (action) => newAnnouncementClicked.match(action) || editAnnouncementClicked.match(action),
    effect: (action, api) => {
      api.dispatch(modalRequested(formModal(editAnnouncementClicked.match(action), false)));
    },
  });

  startAppListening({
    actionCreator: announcementSubmitClicked,
    effect: async (_action, api) => {
      const { form, editingId, requestKey } = api.getState().announcements;
      const draft = draftFromForm(form);
      const errors = validateAnnouncement(draft, isoDate(new Date()), editingId ? 'update' : 'create');
      api.dispatch(announcementFormChecked(errors));
      if (Object.keys(errors).length > 0) return;
      api.dispatch(modalRequested(formModal(editingId !== null, true)));
      const trimmed = { ...draft, title: draft.title.trim(), body: draft.body.trim() };
      const result = editingId
        ? await api.dispatch(announcementsApi.endpoints.updateAnnouncement.initiate({ id: editingId, draft: trimmed }))
        : await api.dispatch(announcementsApi.endpoints.createAnnouncement.initiate({ draft: trimmed, idempotencyKey: requestKey }));
      // On failure the error toast has the API's message, the fields it names show theirs, the form stays open.
      if ('error' in result) {
        const fields = result.error && 'fields' in result.error ? result.error.fields : undefined;
        if (fields) api.dispatch(announcementFormChecked(pickFields(fields, FIELDS)));
        api.dispatch(modalRequested(formModal(editingId !== null, false)));
      } else api.dispatch(modalClosed(ANNOUNCEMENT_MODAL_ID));
    },
  });

  startAppListening({
    actionCreator: pinToggled,
    effect: (action, api) => {
      const a = action.payload;
      void api.dispatch(announcementsApi.endpoints.updateAnnouncement.initiate({ id: a.id, draft: { ...draftOf(a), pinned: !a.pinned } }));
    },
  });

  startAppListening({
    actionCreator: expireClicked,
    effect: (action, api) => {
      api.dispatch(
        modalRequested({
          id: EXPIRE_MODAL_ID,
          type: 'confirmation',
          title: 'Take this announcement down?',
          message: `"${action.payload.title}" stops showing on everyone's Dashboard today. You can post it again later.`,
          confirmText: 'Take down',
          cancelText: 'Keep it',
          isDestructive: true,
          onConfirm: expireConfirmed(action.payload),
        }),
      );
    },
  });

  startAppListening({
    actionCreator: expireConfirmed,
    effect: (action, api) => {
      const a = action.payload;
      void api.dispatch(announcementsApi.endpoints.updateAnnouncement.initiate({ id: a.id, draft: { ...draftOf(a), expiresOn: expiredAsOf(isoDate(new Date())) } }));
    },
  });
}
