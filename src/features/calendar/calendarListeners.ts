import type { AppStartListening } from '../../app/types';
import { calendarApi } from '../../api/calendarApi';
import { longDay } from '../../shared/work/dates';
import { firstError, pickFields, validateHoliday } from '../../shared/work/rules';
import type { ModalRequest } from '../modals/events';
import { modalClosed, modalRequested } from '../modals/events';
import { addHolidayClicked, DELETE_HOLIDAY_MODAL_ID, deleteHolidayClicked, deleteHolidayConfirmed, HOLIDAY_MODAL_ID, holidayFormChecked, holidaySubmitClicked } from './calendarSlice';
import type { HolidayField } from './calendarSlice';

const HOLIDAY_FIELDS: readonly HolidayField[] = ['date', 'name'];

function holidayModal(loading: boolean): ModalRequest & { id: string } {
  return {
    id: HOLIDAY_MODAL_ID,
    type: 'custom',
    title: 'Add holiday',
    subtitle: 'Everyone sees it on their calendar; the hours suggested for time-off requests leave it out.',
    size: 'md',
    content: { key: HOLIDAY_MODAL_ID },
    closeOnOverlayClick: false,
    primaryAction: { label: 'Add holiday', onClick: holidaySubmitClicked(), isLoading: loading },
    secondaryAction: { label: 'Cancel', disabled: loading },
  };
}

/** The holidays form and the removal (issue #26 §3): checks with the shared rule, then the API; the modal shows progress. */
export function addCalendarListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: addHolidayClicked,
    effect: (_action, api) => {
      api.dispatch(modalRequested(holidayModal(false)));
    },
  });
  startAppListening({
    actionCreator: holidaySubmitClicked,
    effect: async (_action, api) => {
      const { holidayForm, holidayKey } = api.getState().calendar;
      const errors = validateHoliday(holidayForm);
      api.dispatch(holidayFormChecked(errors));
      if (firstError(errors)) return;
      api.dispatch(modalRequested(holidayModal(true)));
      const result = await api.dispatch(calendarApi.endpoints.createHoliday.initiate({ holiday: { date: holidayForm.date, name: holidayForm.name.trim() }, idempotencyKey: holidayKey }));
      if ('error' in result) {
        const fields = result.error && 'fields' in result.error ? result.error.fields : undefined;
        const status = result.error && 'status' in result.error ? result.error.status : undefined;
        const message = result.error && 'message' in result.error && typeof result.error.message === 'string' ? result.error.message : undefined;
        if (fields) api.dispatch(holidayFormChecked(pickFields(fields, HOLIDAY_FIELDS)));
        // A day that already is a holiday: said beside the date, as well as in the toast.
        else if (status === 409 && message) api.dispatch(holidayFormChecked({ date: message }));
        api.dispatch(modalRequested(holidayModal(false)));
      } else api.dispatch(modalClosed(HOLIDAY_MODAL_ID));
    },
  });
  startAppListening({
    actionCreator: deleteHolidayClicked,
    effect: (action, api) => {
      api.dispatch(
        modalRequested({
          id: DELETE_HOLIDAY_MODAL_ID,
          type: 'confirmation',
          title: 'Remove this holiday?',
          message: `${action.payload.name} on ${longDay(action.payload.date)} is removed from everyone's calendar.`,
          confirmText: 'Remove holiday',
          cancelText: 'Keep it',
          isDestructive: true,
          onConfirm: deleteHolidayConfirmed({ date: action.payload.date }),
        }),
      );
    },
  });
  startAppListening({
    actionCreator: deleteHolidayConfirmed,
    effect: (action, api) => {
      void api.dispatch(calendarApi.endpoints.deleteHoliday.initiate(action.payload.date));
    },
  });
}
