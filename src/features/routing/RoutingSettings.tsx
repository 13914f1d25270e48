import Button from '@mui/material/Button';
import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routingApi } from '../../api/routingApi';
import type { RoutingField } from '../../shared/routing/schemas';
import { pickFields, TIME_OFF_TYPE_LABELS } from '../../shared/work/rules';
import { TIME_OFF_TYPES } from '../../shared/work/schemas';
import { LoadState } from '../../ui/LoadState';
import { routingFieldChanged, routingFieldOf, routingFromForm, routingLoaded, routingRefused, selectRoutingErrors, selectRoutingForm } from './routingSlice';

const FIELDS: readonly RoutingField[] = [...TIME_OFF_TYPES.map((type) => routingFieldOf(type)), routingFieldOf('payroll')];
const FORM_STYLE = { display: 'grid', gap: 16, maxWidth: 640 } as const;
const ROW_STYLE = { display: 'flex', flexWrap: 'wrap', gap: 16 } as const;

/**
 * HR ▸ Approval routing (issue #48 §4, ADR 0179), for HR admins: per leave type, above how many days a request goes to
 * HR after its manager; above how many hours of overtime a week goes to payroll after its manager. Saved settings apply
 * to requests asked for and weeks submitted from then on; those already in flight keep theirs.
 */
export function RoutingSettings() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, error, refetch } = routingApi.endpoints.getRouting.useQuery();
  const [save, saving] = routingApi.endpoints.updateRouting.useMutation();
  const form = useAppSelector(selectRoutingForm);
  const errors = useAppSelector(selectRoutingErrors);
  // The settings as kept, into the form, each time they are read or saved.
  useEffect(() => {
    if (data) dispatch(routingLoaded(data));
  }, [data, dispatch]);
  const submit = async () => {
    if (!form) return;
    const done = await save(routingFromForm(form));
    if (done.error && 'fields' in done.error && done.error.fields) dispatch(routingRefused(pickFields(done.error.fields, FIELDS)));
  };
  return (
    <LoadState loading={isLoading} failed={isError && !data} error={error} what="the approval routing" onRetry={() => void refetch()}>
      <Typography color="textSecondary">
        Every request and timecard goes to the employee&apos;s manager first. A request longer than the number of days below (from its first to its last day) then goes to HR, and is approved only when HR approves it. A
        timecard with more overtime than the number of hours below then goes to payroll in the same way. Leave a field empty for no second step. A change applies to requests asked for and timecards submitted from
        now on.
      </Typography>
      {form && (
        <form
          noValidate
          aria-label="Approval routing"
          style={FORM_STYLE}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div style={ROW_STYLE}>
            {TIME_OFF_TYPES.map((type) => {
              const field = routingFieldOf(type);
              return (
                <TextField
                  key={type}
                  label={`${TIME_OFF_TYPE_LABELS[type]}: HR above (days)`}
                  value={form[type]}
                  onChange={(e) => dispatch(routingFieldChanged({ field: type, value: e.target.value }))}
                  error={!!errors[field]}
                  helperText={errors[field] ?? (form[type].trim() === '' ? 'No HR step' : `Longer than ${form[type]} days: manager, then HR`)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              );
            })}
            <TextField
              label="Timecards: payroll above overtime (hours)"
              value={form.payroll}
              onChange={(e) => dispatch(routingFieldChanged({ field: 'payroll', value: e.target.value }))}
              error={!!errors.payrollAboveOvertimeHours}
              helperText={errors.payrollAboveOvertimeHours ?? payrollHelp(form.payroll)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </div>
          <div>
            <Button variant="contained" disabled={saving.isLoading} onClick={() => void submit()}>
              Save routing
            </Button>
          </div>
        </form>
      )}
    </LoadState>
  );
}

/** What the payroll step's field means as typed. */
const payrollHelp = (value: string) => (value.trim() === '' ? 'No payroll step' : value.trim() === '0' ? 'Any overtime: manager, then payroll' : `More than ${value} h overtime: manager, then payroll`);
