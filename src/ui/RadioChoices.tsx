import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/**
 * A row of radio buttons: MUI's `RadioGroup row` of `FormControlLabel`s, named by `labelledBy` (the id of its
 * heading) or `label`. `onChange` gets the chosen option's value. MUI's own (issue #49 §2: the plain radios of ADR
 * 0156 gained nothing the bench could tell from its noise; docs/perf/0180-interactions-by-threshold.md).
 */
export function RadioChoices<Value extends string>({
  options,
  value,
  onChange,
  label,
  labelledBy,
}: {
  options: readonly { value: Value; label: string }[];
  value: string;
  onChange: (value: Value) => void;
  label?: string;
  labelledBy?: string;
}) {
  return (
    <RadioGroup
      row
      aria-label={label}
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
      ))}
    </RadioGroup>
  );
}
