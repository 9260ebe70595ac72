import {
  multiValues,
  NEVER,
  toggleMultiValue,
  usableFilterKeys,
  type FilterOption,
  type ListFilter,
  type ListSpec,
} from '@commerce/domain';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { ListState } from '../../lib/useListState.ts';
import { DateField } from '../DateField.tsx';
import { FilterSelect } from '../FilterSelect.tsx';

/** A list spec with these filter keys, whatever its rows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SpecOf<F extends string> = ListSpec<any, F>;

/** Choices a page loads for its lookup filters (groups, roles, stores), by filter key. */
export type FilterOptions<F extends string> = Partial<Record<F, readonly FilterOption[]>>;

/** 'All', never, or on or before a date; the URL changes once the choice is complete. */
function DateOrNeverFilter(props: {
  label: string;
  neverLabel: string;
  value: string;
  onChange(value: string): void;
}) {
  const { label, neverLabel, value, onChange } = props;
  type Choice = { mode: '' | 'never' | 'before'; date: string };
  const choiceOf = (url: string): Choice =>
    url === NEVER
      ? { mode: 'never', date: '' }
      : url
        ? { mode: 'before', date: url }
        : { mode: '', date: '' };
  const urlOf = ({ mode, date }: Choice) => (mode === 'never' ? NEVER : mode === 'before' ? date : '');
  // 'On or before' without a date yet is not in the URL, so the choice is held here until a date is picked.
  const [choice, setChoice] = useState<Choice>(() => choiceOf(value));
  const shown = urlOf(choice) === value ? choice : choiceOf(value);
  const change = (next: Choice) => {
    setChoice(next);
    onChange(urlOf(next));
  };
  return (
    <Stack direction="row" spacing={1}>
      <FilterSelect
        label={label}
        value={shown.mode}
        onChange={(mode) => change({ ...shown, mode: mode as Choice['mode'] })}
        options={[
          { value: 'never', label: neverLabel },
          { value: 'before', label: 'On or before' },
        ]}
        sx={{ flex: 1 }}
      />
      {shown.mode === 'before' && (
        <DateField
          size="small"
          label="Date"
          value={shown.date}
          onChange={(date) => change({ mode: 'before', date: date ?? '' })}
          sx={{ flex: 1 }}
        />
      )}
    </Stack>
  );
}

/**
 * Any number of the choices, kept in the URL as `a,b`. The choice clicked is toggled by the filter's rule:
 * its exclusive choice ('Missing') clears the others and is cleared by them.
 */
function MultiSelectFilter(props: {
  label: string;
  options: readonly FilterOption[];
  exclusive?: string;
  value: string;
  onChange(value: string): void;
}) {
  const { label, options, exclusive, value, onChange } = props;
  const selected = multiValues(value);
  // The choice as last written: a second click before the URL has come back must build on the first.
  const latest = useRef({ value, written: value });
  if (latest.current.value !== value) latest.current = { value, written: value };
  const labelOf = (chosen: string) => options.find((option) => option.value === chosen)?.label ?? chosen;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={selected}
      onChange={(event) => {
        const next = event.target.value as unknown as string[];
        // The one choice that changed: in the new list and not the old, or the other way round.
        const clicked =
          next.find((one) => !selected.includes(one)) ?? selected.find((one) => !next.includes(one));
        if (clicked === undefined) return;
        const written = toggleMultiValue(multiValues(latest.current.written), clicked, exclusive).join(',');
        latest.current.written = written;
        onChange(written);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => (chosen as string[]).map(labelOf).join(', '),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          {/* The option itself is selected (aria-selected); the box only shows it. */}
          {selected.includes(option.value) ? (
            <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} />
          ) : (
            <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1, color: 'action.active' }} />
          )}
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A typed value (an ID): applied when the field is left or Enter is pressed, so each key is not a fetch. */
function TextFilter(props: {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
}) {
  const { label, placeholder, value, onChange } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const apply = () => {
    if (draft !== null && draft.trim() !== value) onChange(draft.trim());
    setDraft(null);
  };
  return (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
}

function FilterField(props: {
  filter: ListFilter;
  value: string;
  options: readonly FilterOption[] | undefined;
  onChange(value: string): void;
}) {
  const { filter, value, options, onChange } = props;
  const { control, label } = filter;
  switch (control.kind) {
    case 'select':
      return (
        <FilterSelect
          label={label}
          value={value}
          onChange={onChange}
          options={[...(control.options ?? options ?? [])]}
        />
      );
    case 'checkbox':
      return (
        <FormControlLabel
          control={
            <Checkbox
              checked={value === control.value}
              onChange={(event) => onChange(event.target.checked ? control.value : '')}
            />
          }
          label={label}
        />
      );
    case 'date':
      return <DateField size="small" label={label} value={value} onChange={(date) => onChange(date ?? '')} />;
    case 'date-or-never':
      return (
        <DateOrNeverFilter label={label} neverLabel={control.neverLabel} value={value} onChange={onChange} />
      );
    case 'multi-select':
      return (
        <MultiSelectFilter
          label={label}
          options={control.options}
          exclusive={control.exclusive}
          value={value}
          onChange={onChange}
        />
      );
    case 'text':
      return <TextFilter label={label} placeholder={control.placeholder} value={value} onChange={onChange} />;
    case 'radio':
      return null;
  }
}

/**
 * The filter popover of a list, from its spec: each filter the user may use, in the spec's order, as its
 * control. Every change applies at once and is kept in the URL.
 */
export function ListFilters<F extends string>(props: {
  spec: SpecOf<F>;
  list: ListState<F>;
  permissions: readonly string[];
  options?: FilterOptions<F>;
}) {
  const { spec, list, permissions } = props;
  const options: FilterOptions<F> = props.options ?? {};
  return (
    <>
      {usableFilterKeys(spec, permissions)
        .flatMap((key) => {
          const filter = spec.filters?.[key];
          return filter && filter.control.kind !== 'radio' ? [{ key, filter }] : [];
        })
        .map(({ key, filter }) => (
          <FilterField
            key={key}
            filter={filter}
            value={list.filters[key]}
            options={options[key]}
            onChange={(value) => list.setFilters({ [key]: value } as Partial<Record<F, string>>)}
          />
        ))}
    </>
  );
}

/** The list's radio filters, shown in the toolbar itself (All / Flagship / Kiosk …). */
export function ToolbarFilters<F extends string>(props: {
  spec: SpecOf<F>;
  list: ListState<F>;
  permissions: readonly string[];
}) {
  const { spec, list, permissions } = props;
  return (
    <>
      {usableFilterKeys(spec, permissions).map((key) => {
        const filter = spec.filters?.[key];
        if (filter?.control.kind !== 'radio') return null;
        return (
          <RadioGroup
            key={key}
            row
            aria-label={filter.label}
            value={list.filters[key]}
            onChange={(event) => list.setFilters({ [key]: event.target.value } as Partial<Record<F, string>>)}
          >
            <FormControlLabel value="" control={<Radio size="small" />} label={filter.control.allLabel} />
            {filter.control.options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio size="small" />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        );
      })}
    </>
  );
}

/** Whether the spec has any filter for the popover (radio filters live in the toolbar). */
export const hasPopoverFilters = <F extends string>(spec: SpecOf<F>, permissions: readonly string[]) =>
  usableFilterKeys(spec, permissions).some((key) => spec.filters?.[key]?.control.kind !== 'radio');
