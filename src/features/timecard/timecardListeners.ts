import { nanoid } from '@reduxjs/toolkit';
import type { ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening, RootState } from '../../app/types';
import { workApi } from '../../api/workApi';
import { pickFields, validateCrewEntry, validateWeek, weekErrorCount } from '../../shared/work/rules';
import type { CrewField } from '../../shared/work/rules';
import { weekConflicts } from '../../shared/work/ledger';
import { modalRequested } from '../modals/events';
import { toastRequested } from '../toasts/events';
import { crewChecked, crewEntryFrom, crewSaved, crewSaving, crewSubmitClicked } from './crewSlice';
import { entriesFromRows, saveDraftClicked, submitWeekClicked, submitWeekConfirmed } from './myTimeSlice';

const CREW_FIELDS: readonly CrewField[] = ['jobNumber', 'day', 'hours', 'employeeIds'];

export function addTimecardListeners(startAppListening: AppStartListening): void {
  const save = async (submit: boolean, api: ListenerEffectAPI<RootState, AppDispatch>) => {
    const { myTime } = api.getState();
    const entries = entriesFromRows(myTime.rows).filter((e) => e.hours.some((h) => h !== 0));
    const jobs = (workApi.endpoints.getProjects.select()(api.getState()).data ?? []).filter((p) => p.status === 'active').map((p) => p.jobNumber);
    if (weekErrorCount(validateWeek(entries, jobs)) > 0) {
      api.dispatch(toastRequested({ type: 'error', title: 'Validation Error', message: 'Correct the hours marked in red first.' }));
      return;
    }
    // The saved week comes back in the fulfilled action, which the myTime slice shows.
    await api.dispatch(workApi.endpoints.saveWeek.initiate({ weekStart: myTime.loadedWeek, entries, submit }));
  };
  startAppListening({
    actionCreator: saveDraftClicked,
    effect: (_action, api) => save(false, api),
  });
  startAppListening({
    actionCreator: submitWeekClicked,
    effect: (_action, api) => {
      // Hours worked on time off or a holiday are confirmed here, with the week (issue #46 §2).
      const { myTime } = api.getState();
      const week = workApi.endpoints.getWeek.select(myTime.loadedWeek)(api.getState()).data;
      const worked = [...entriesFromRows(myTime.rows), ...(week?.crewEntries ?? []).map(({ jobNumber, hours }) => ({ jobNumber, hours }))];
      const flagged = week && myTime.loadedWeek ? weekConflicts(myTime.loadedWeek, worked, week.leave ?? []).length : 0;
      const note = flagged ? ` You worked on time off or a holiday on ${flagged} ${flagged === 1 ? 'day' : 'days'}: those hours are paid as work, and your approver sees it.` : '';
      api.dispatch(
        modalRequested({
          id: 'timecard-submit',
          type: 'confirmation',
          title: 'Submit this week?',
          message: `Your approver is asked to approve it; you cannot change it unless it is returned to you.${note}`,
          confirmText: 'Submit week',
          onConfirm: submitWeekConfirmed(),
        }),
      );
    },
  });
  startAppListening({
    actionCreator: submitWeekConfirmed,
    effect: (_action, api) => save(true, api),
  });
  startAppListening({
    actionCreator: crewSubmitClicked,
    effect: async (_action, api) => {
      const { crew } = api.getState();
      // A second click while the first is being saved is the same act: nothing more to send.
      if (crew.saving) return;
      const entry = crewEntryFrom(crew);
      const jobs = (workApi.endpoints.getProjects.select()(api.getState()).data ?? []).filter((p) => p.status === 'active').map((p) => p.jobNumber);
      const errors = validateCrewEntry(entry, jobs);
      api.dispatch(crewChecked(errors));
      if (Object.keys(errors).length > 0) return;
      api.dispatch(crewSaving(true));
      const result = await api.dispatch(workApi.endpoints.enterCrewTime.initiate({ entry, idempotencyKey: crew.entryKey || nanoid() }));
      if ('error' in result) {
        const fields = result.error && 'fields' in result.error ? result.error.fields : undefined;
        if (fields) api.dispatch(crewChecked(pickFields(fields, CREW_FIELDS)));
        api.dispatch(crewSaving(false));
      } else api.dispatch(crewSaved());
    },
  });
}
