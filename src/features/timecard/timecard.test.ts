import { act } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { workApi } from '../../api/workApi';
import { ALEX, OLIVIA, PAT, tokenFor } from '../../../test/accounts';
import type { AccountSummary } from '../auth/authSlice';
import { modalConfirmClicked } from '../modals/events';
import { crewFieldChanged, crewMemberToggled, crewOpened, crewSubmitClicked } from './crewSlice';
import { cellChanged, myTimeOpened, saveDraftClicked, submitWeekClicked } from './myTimeSlice';

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

async function storeAs(who: AccountSummary) {
  const store = makeStore(undefined, { services: { tokens: { getToken: () => Promise.resolve(tokenFor(who)) } } });
  store.dispatch(myTimeOpened());
  await store.dispatch(workApi.endpoints.getProjects.initiate());
  await store.dispatch(workApi.endpoints.getWeek.initiate(store.getState().myTime.weekStart));
  return store;
}

describe('my time', () => {
  it('loads the week into the grid, saves a draft, and submits it (then the API keeps it read-only)', async () => {
    const store = await storeAs(ALEX);
    const { weekStart } = store.getState().myTime;
    expect(store.getState().myTime.rows).toEqual([{ jobNumber: '24-117', cells: ['8', '6.5', '', '', '', '', ''] }]);
    store.dispatch(cellChanged({ jobNumber: '24-117', day: 2, value: '7.25' }));
    expect(store.getState().myTime.dirty).toBe(true);
    store.dispatch(saveDraftClicked());
    await settle();
    expect(store.getState().myTime.dirty).toBe(false);
    expect(workApi.endpoints.getWeek.select(weekStart)(store.getState()).data?.entries[0]?.hours).toEqual([8, 6.5, 7.25, 0, 0, 0, 0]);
    store.dispatch(submitWeekClicked());
    const confirm = store.getState().modals.stack.at(-1);
    expect(confirm).toMatchObject({ type: 'confirmation', title: 'Submit this week?' });
    store.dispatch(modalConfirmClicked({ id: confirm!.id }));
    await settle();
    expect(workApi.endpoints.getWeek.select(weekStart)(store.getState()).data?.status).toBe('submitted');
    expect(store.getState().toasts.items.map((t) => t.title)).toContain('Resource created successfully');
  });

  it('does not send a week with an invalid cell: the grid says what is wrong', async () => {
    const store = await storeAs(ALEX);
    store.dispatch(cellChanged({ jobNumber: '24-117', day: 0, value: '8.1' }));
    store.dispatch(saveDraftClicked());
    await settle();
    expect(store.getState().toasts.items[0]).toMatchObject({ type: 'error', message: 'Correct the hours marked in red first.' });
    expect(store.getState().myTime.dirty).toBe(true);
  });
});

describe('crew time', () => {
  it('enters the same hours for several people on one job and day in one action', async () => {
    const store = await storeAs(OLIVIA);
    store.dispatch(crewOpened());
    store.dispatch(crewSubmitClicked());
    expect(store.getState().crew.errors).toMatchObject({ jobNumber: 'Choose a job.', employeeIds: 'Choose at least one crew member.' });
    store.dispatch(crewFieldChanged({ field: 'jobNumber', value: '25-011' }));
    store.dispatch(crewFieldChanged({ field: 'hours', value: '5.5' }));
    store.dispatch(crewMemberToggled(ALEX.username));
    store.dispatch(crewMemberToggled(PAT.username));
    store.dispatch(crewSubmitClicked());
    await settle();
    expect(store.getState().crew).toMatchObject({ errors: {}, employeeIds: [], saving: false });
    const patStore = await storeAs(PAT);
    const week = workApi.endpoints.getWeek.select(patStore.getState().myTime.weekStart)(patStore.getState()).data;
    // Crew time is kept beside Pat's own entries, attributed to the one who entered it.
    expect(week?.crewEntries?.find((e) => e.jobNumber === '25-011')).toMatchObject({ enteredBy: 'Olivia Chen' });
    expect(week?.crewEntries?.find((e) => e.jobNumber === '25-011')?.hours).toContain(5.5);
  });
});
