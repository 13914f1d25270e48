import { nanoid } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { calendarApi } from '../../api/calendarApi';
import { workApi } from '../../api/workApi';
import { daysInclusive, isIsoDate, isoDate } from '../../shared/work/dates';
import { MAX_HOLIDAY_DAYS, pickFields, suggestedHours, validateTimeOff } from '../../shared/work/rules';
import type { WorkedDay } from '../../shared/work/schemas';
import type { TimeOffField } from '../../shared/work/rules';

const TIME_OFF_FIELDS: readonly TimeOffField[] = ['type', 'firstDay', 'lastDay', 'hours', 'note', 'workedDaysConfirmed'];
import type { ModalRequest } from '../modals/events';
import { modalRequested } from '../modals/events';
import { modalClosed } from '../modals/events';
import {
  CANCEL_MODAL_ID,
  cancelTimeOffClicked,
  editTimeOffClicked,
  cancelTimeOffConfirmed,
  REQUEST_MODAL_ID,
  requestFromForm,
  requestTimeOffClicked,
  timeOffFieldChanged,
  timeOffFormChecked,
  timeOffHoursSuggested,
  timeOffSubmitClicked,
} from './timeoffSlice';

/** The spec's custom modal: the form as content, primary and secondary actions with a loading state. */
function requestModal(loading: boolean, editing = false): ModalRequest & { id: string } {
  return {
    id: REQUEST_MODAL_ID,
    type: 'custom',
    title: editing ? 'Change time-off request' : 'Request time off',
    subtitle: editing ? 'Your manager is told of the change and decides on the request as it is then.' : 'Your manager is notified and decides on it.',
    size: 'lg',
    content: { key: REQUEST_MODAL_ID },
    closeOnOverlayClick: false,
    primaryAction: { label: editing ? 'Save changes' : 'Submit request', onClick: timeOffSubmitClicked(), isLoading: loading },
    secondaryAction: { label: 'Cancel', disabled: loading },
  };
}

export function addTimeOffListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: requestTimeOffClicked,
    effect: (_action, api) => {
      api.dispatch(modalRequested(requestModal(false)));
    },
  });
  startAppListening({
    actionCreator: editTimeOffClicked,
    effect: (_action, api) => {
      api.dispatch(modalRequested(requestModal(false, true)));
    },
  });
  // Both days chosen and the hours untouched: suggest 8 h per working day, the holidays between them excluded.
  startAppListening({
    actionCreator: timeOffFieldChanged,
    effect: async (action, api) => {
      if (action.payload.field !== 'firstDay' && action.payload.field !== 'lastDay') return;
      const { form, hoursTouched } = api.getState().timeOff;
      const { firstDay, lastDay } = form;
      if (hoursTouched || !isIsoDate(firstDay) || !isIsoDate(lastDay) || lastDay < firstDay || daysInclusive(firstDay, lastDay) > MAX_HOLIDAY_DAYS) return;
      const holidays = await api.dispatch(calendarApi.endpoints.getHolidays.initiate({ from: firstDay, to: lastDay }, { subscribe: false }));
      // Without the holidays (the read failed) the suggestion would be wrong on a holiday: keep the hours as they are.
      if (!holidays.data) return;
      const hours = suggestedHours(firstDay, lastDay, holidays.data);
      if (hours > 0) api.dispatch(timeOffHoursSuggested({ firstDay, lastDay, hours }));
    },
  });
  startAppListening({
    actionCreator: timeOffSubmitClicked,
    effect: async (_action, api) => {
      const state = api.getState();
      const input = requestFromForm(state.timeOff.form);
      const balances = workApi.endpoints.getBalances.select()(state).data ?? { vacation: 0, sick: 0, personal: 0 };
      const editingId = state.timeOff.editingId;
      const editing = editingId !== null;
      // A change is checked as a new request without itself (it holds no balance against itself, overlaps nothing of its own).
      const requests = (workApi.endpoints.getTimeOffRequests.select()(state).data ?? []).filter((r) => r.id !== editingId);
      // The days already worked, as the form showed them (read now if the form has not had them yet); the service
      // checks again (422) whatever this says.
      const spanOk = isIsoDate(input.firstDay) && isIsoDate(input.lastDay) && input.lastDay >= input.firstDay && daysInclusive(input.firstDay, input.lastDay) <= MAX_HOLIDAY_DAYS;
      let workedDays: WorkedDay[] = [];
      if (spanOk) {
        const worked = await api.dispatch(workApi.endpoints.getWorkedDays.initiate({ from: input.firstDay, to: input.lastDay }, { subscribe: false }));
        workedDays = worked.data ?? [];
      }
      const errors = validateTimeOff(input, { today: isoDate(new Date()), balances, requests, workedDays });
      api.dispatch(timeOffFormChecked(errors));
      if (Object.keys(errors).length > 0) return;
      api.dispatch(modalRequested(requestModal(true, editing)));
      const request = { ...input, note: input.note.trim() };
      const result = editing
        ? await api.dispatch(workApi.endpoints.updateTimeOff.initiate({ id: editingId, request }))
        : await api.dispatch(workApi.endpoints.requestTimeOff.initiate({ request, idempotencyKey: state.timeOff.requestKey || nanoid() }));
      // On failure the error toast carries the API's message, the fields it names show theirs beside them,
      // and the form stays open to be corrected — unless the request was decided or cancelled meanwhile (409) or
      // is gone (404): there is nothing left to change, the toast says why and the list is read again.
      if ('error' in result) {
        const error = result.error;
        if (editing && error && 'status' in error && (error.status === 409 || error.status === 404)) {
          api.dispatch(modalClosed(REQUEST_MODAL_ID));
          return;
        }
        const fields = error && 'fields' in error ? error.fields : undefined;
        if (fields) api.dispatch(timeOffFormChecked(pickFields(fields, TIME_OFF_FIELDS)));
        api.dispatch(modalRequested(requestModal(false, editing)));
      } else api.dispatch(modalClosed(REQUEST_MODAL_ID));
    },
  });
  startAppListening({
    actionCreator: cancelTimeOffClicked,
    effect: (action, api) => {
      api.dispatch(
        modalRequested({
          id: CANCEL_MODAL_ID,
          type: 'confirmation',
          title: 'Cancel this request?',
          message: 'The request is withdrawn and your manager no longer sees it; the hours of an approved one go back to your balance. This action cannot be undone.',
          confirmText: 'Cancel request',
          cancelText: 'Keep it',
          isDestructive: true,
          onConfirm: cancelTimeOffConfirmed({ id: action.payload.id }),
        }),
      );
    },
  });
  startAppListening({
    actionCreator: cancelTimeOffConfirmed,
    effect: (action, api) => {
      void api.dispatch(workApi.endpoints.cancelTimeOff.initiate(action.payload.id));
    },
  });
}
