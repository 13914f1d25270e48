import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AnnouncementField } from '../../shared/announcements/rules';
import type { Announcement, AnnouncementDraft } from '../../shared/announcements/schemas';
import { withoutKey } from '../../shared/work/rules';
import type { FieldErrors } from '../../shared/work/rules';

/** What the editor typed, as typed ('' = no last day). */
export interface AnnouncementForm {
  title: string;
  body: string;
  pinned: boolean;
  expiresOn: string;
}

export interface AnnouncementsState {
  form: AnnouncementForm;
  errors: FieldErrors<AnnouncementField>;
  /** The announcement being edited; null while writing a new one. */
  editingId: string | null;
  /** The Idempotency-Key of a new announcement: a retry or a second click posts it once. */
  requestKey: string;
}

export const ANNOUNCEMENT_MODAL_ID = 'announcement-form';
export const EXPIRE_MODAL_ID = 'announcement-expire';

const emptyForm: AnnouncementForm = { title: '', body: '', pinned: false, expiresOn: '' };
export const initialAnnouncementsState: AnnouncementsState = { form: emptyForm, errors: {}, editingId: null, requestKey: '' };

/** The form as the API takes it. */
export const draftFromForm = (form: AnnouncementForm): AnnouncementDraft => ({ title: form.title, body: form.body, pinned: form.pinned, expiresOn: form.expiresOn === '' ? null : form.expiresOn });

/** An announcement's own fields, to send back with one of them changed (pin, expire). */
export const draftOf = (a: Announcement): AnnouncementDraft => ({ title: a.title, body: a.body, pinned: a.pinned, expiresOn: a.expiresOn });

export const announcementsSlice = createSlice({
  name: 'announcements',
  initialState: initialAnnouncementsState,
  reducers: {
    /** "New announcement": an empty form with a fresh key (a listener opens the modal). */
    newAnnouncementClicked: {
      reducer: (state, action: PayloadAction<{ requestKey: string }>) => {
        state.form = emptyForm;
        state.errors = {};
        state.editingId = null;
        state.requestKey = action.payload.requestKey;
      },
      prepare: () => ({ payload: { requestKey: nanoid() } }),
    },
    editAnnouncementClicked: (state, action: PayloadAction<Announcement>) => {
      const a = action.payload;
      state.form = { title: a.title, body: a.body, pinned: a.pinned, expiresOn: a.expiresOn ?? '' };
      state.errors = {};
      state.editingId = a.id;
    },
    announcementFieldChanged: (state, action: PayloadAction<{ field: 'title' | 'body' | 'expiresOn'; value: string } | { field: 'pinned'; value: boolean }>) => {
      const change = action.payload;
      if (change.field === 'pinned') state.form.pinned = change.value;
      else {
        state.form[change.field] = change.value;
        state.errors = withoutKey(state.errors, change.field);
      }
    },
    announcementSubmitClicked: () => undefined,
    announcementFormChecked: (state, action: PayloadAction<FieldErrors<AnnouncementField>>) => {
      state.errors = action.payload;
    },
    /** Pin or unpin in place (no form). */
    pinToggled: { reducer: () => undefined, prepare: (payload: Announcement) => ({ payload }) },
    expireClicked: { reducer: () => undefined, prepare: (payload: Announcement) => ({ payload }) },
    expireConfirmed: { reducer: () => undefined, prepare: (payload: Announcement) => ({ payload }) },
  },
  selectors: {
    selectAnnouncementForm: (state) => state.form,
    selectAnnouncementErrors: (state) => state.errors,
    selectEditingAnnouncement: (state) => state.editingId,
  },
});

export const { newAnnouncementClicked, editAnnouncementClicked, announcementFieldChanged, announcementSubmitClicked, announcementFormChecked, pinToggled, expireClicked, expireConfirmed } =
  announcementsSlice.actions;
export const { selectAnnouncementForm, selectAnnouncementErrors, selectEditingAnnouncement } = announcementsSlice.selectors;
