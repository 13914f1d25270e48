import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { delegationsApi } from '../../api/delegationsApi';
import type { Delegation } from '../../shared/delegation/schemas';
import { longDay } from '../../shared/work/dates';
import { pickFields } from '../../shared/work/rules';
import { LoadState } from '../../ui/LoadState';
import { delegationFieldChanged, delegationFromForm, delegationNamed, delegationRefused, selectDelegationErrors, selectDelegationForm, selectDelegationKey } from './delegationSlice';
import type { DelegationField } from './delegationSlice';

const FORM_STYLE = { display: 'grid', gap: 16, maxWidth: 520 } as const;
const DATES_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;
const LIST_STYLE = { display: 'grid', gap: 12, margin: '0 0 24px', padding: 0, listStyle: 'none' } as const;
const ITEM_STYLE = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' } as const;
const NONE_STYLE = { marginBottom: 16 } as const;
const FIELDS: readonly DelegationField[] = ['delegateId', 'firstDay', 'lastDay', 'whenOnLeave'];

/** "From 7 December 2026 to 11 December 2026" / "While my approved leave runs". */
const whenText = (d: Delegation) => (d.whenOnLeave ? 'whenever your approved leave runs' : `from ${longDay(d.firstDay ?? '')} to ${longDay(d.lastDay ?? '')}`);
const stateText = (d: Delegation) => (d.active ? 'Running now.' : 'Not running today.');

function GivenItem({ delegation: d }: { delegation: Delegation }) {
  const [end, ending] = delegationsApi.endpoints.endDelegation.useMutation();
  return (
    <li style={ITEM_STYLE}>
      <Typography>
        {d.delegateName} decides for you {whenText(d)}. {stateText(d)}
      </Typography>
      <Button variant="outlined" disabled={ending.isLoading} onClick={() => void end(d.id)} aria-label={`End delegation to ${d.delegateName}`}>
        End delegation
      </Button>
    </li>
  );
}

/**
 * Settings ▸ Delegate approvals (issue #48 §3, ADR 0178): the approver names a delegate for some days, or for whenever
 * their own leave is approved; while it runs, what waits for them waits for the delegate too (both may decide), and
 * each decision of the delegate says "on behalf of" them. Lists the delegations they gave and those naming them.
 */
export function DelegationSettings() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectDelegationForm);
  const errors = useAppSelector(selectDelegationErrors);
  const requestKey = useAppSelector(selectDelegationKey);
  const { data, isLoading, isError, error, refetch } = delegationsApi.endpoints.getDelegations.useQuery();
  const [create, creating] = delegationsApi.endpoints.createDelegation.useMutation();
  const submit = async () => {
    const made = await create({ body: delegationFromForm(form), idempotencyKey: requestKey });
    if ('data' in made) dispatch(delegationNamed());
    else if ('fields' in made.error && made.error.fields) dispatch(delegationRefused(pickFields(made.error.fields, FIELDS)));
  };
  const choices = data?.choices ?? [];
  return (
    <LoadState loading={isLoading} failed={isError && !data} error={error} what="your delegations" onRetry={() => void refetch()}>
      {data?.received.length ? (
        <>
          <Typography component="h3" variant="subtitle1" id="delegations-received">
            You decide for
          </Typography>
          <ul style={LIST_STYLE} aria-labelledby="delegations-received">
            {data.received.map((d) => (
              <li key={d.id}>
                <Typography>
                  {d.approverName}, {whenText(d).replace('your', 'their')}. {stateText(d)}
                </Typography>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Typography component="h3" variant="subtitle1" id="delegations-given">
        Your delegates
      </Typography>
      {data?.given.length ? (
        <ul style={LIST_STYLE} aria-labelledby="delegations-given">
          {data.given.map((d) => (
            <GivenItem key={d.id} delegation={d} />
          ))}
        </ul>
      ) : (
        <Typography color="textSecondary" style={NONE_STYLE}>
          Nobody decides for you.
        </Typography>
      )}
      <form
        noValidate
        aria-label="Name a delegate"
        style={FORM_STYLE}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          select
          label="Delegate"
          value={form.delegateId}
          onChange={(e) => dispatch(delegationFieldChanged({ field: 'delegateId', value: e.target.value }))}
          error={!!errors.delegateId}
          helperText={errors.delegateId ?? 'They see and decide what waits for your approval while the delegation runs. You can still decide too.'}
          required
        >
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={form.whenOnLeave} onChange={(e) => dispatch(delegationFieldChanged({ field: 'whenOnLeave', value: e.target.checked }))} />}
          label="Start by itself when my own leave is approved"
        />
        {form.whenOnLeave ? null : (
          <div style={DATES_STYLE}>
            <TextField type="date" label="First day" value={form.firstDay} onChange={(e) => dispatch(delegationFieldChanged({ field: 'firstDay', value: e.target.value }))} error={!!errors.firstDay} helperText={errors.firstDay} slotProps={{ inputLabel: { shrink: true } }} required />
            <TextField type="date" label="Last day" value={form.lastDay} onChange={(e) => dispatch(delegationFieldChanged({ field: 'lastDay', value: e.target.value }))} error={!!errors.lastDay} helperText={errors.lastDay} slotProps={{ inputLabel: { shrink: true } }} required />
          </div>
        )}
        <div>
          <Button variant="contained" disabled={creating.isLoading} onClick={() => void submit()}>
            Name delegate
          </Button>
        </div>
      </form>
    </LoadState>
  );
}
