import {
  CATEGORY_TEXTS,
  DCF_FACET_HITS,
  DCF_FILTER_DEBOUNCE_MS,
  DCF_TEXTS,
  DCF_TYPE_LABELS,
  dcfPath,
  offersManualAdd,
  sameValue,
  type CategoryDetail,
  type DcfType,
} from '@commerce/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { dcfFacetsOptions } from '../../../resources/dcf.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import { useCategoryDialogSave } from './useCategorySave.ts';
import { EditButton } from '../../../ui/EditButton.tsx';

const FIELDS: { type: DcfType; field: 'Departments' | 'Classes' | 'Finelines' }[] = [
  { type: 'departments', field: 'Departments' },
  { type: 'classes', field: 'Classes' },
  { type: 'finelines', field: 'Finelines' },
];

/**
 * The DCF Categories panel (C-6): the category's departments, classes and finelines, each a link to its DCF
 * settings, 'None assigned' when empty; Edit opens 'Category DCF Assignments'.
 */
export function DcfCategoriesPanel({ detail }: { detail: CategoryDetail }) {
  const canEdit = useCan('categories-edit');
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title={CATEGORY_TEXTS.dcfPanel}
      action={
        canEdit && <EditButton onClick={() => setEditing(true)} label={`Edit ${CATEGORY_TEXTS.dcfPanel}`} />
      }
    >
      <Stack spacing={1.5}>
        {FIELDS.map(({ type, field }) => (
          <div key={type}>
            <Typography variant="caption" color="text.secondary" component="div">
              {DCF_TYPE_LABELS[type]}
            </Typography>
            {detail.xp[field].length === 0 ? (
              <Typography color="text.secondary">{CATEGORY_TEXTS.noneAssigned}</Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                {detail.xp[field].map((value) => (
                  <Chip
                    key={value}
                    label={value}
                    size="small"
                    clickable
                    component={RouterLink}
                    to={dcfPath(type, value)}
                  />
                ))}
              </Stack>
            )}
          </div>
        ))}
      </Stack>
      {editing && <DcfAssignmentsDialog detail={detail} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}

function DcfAssignmentsDialog({ detail, onClose }: { detail: CategoryDetail; onClose(): void }) {
  const save = useCategoryDialogSave(detail);
  const toast = useToast();
  const [saved] = useState(() => ({
    Departments: detail.xp.Departments,
    Classes: detail.xp.Classes,
    Finelines: detail.xp.Finelines,
  }));
  const [values, setValues] = useState(saved);
  const submit = async () => {
    await save({ xp: values });
    toast.success(CATEGORY_TEXTS.saved);
  };
  return (
    <FormDialog
      open
      title={CATEGORY_TEXTS.dcfDialogTitle}
      onClose={onClose}
      onSubmit={submit}
      unsaved={!sameValue(values, saved)}
    >
      {FIELDS.map(({ type, field }) => (
        <FacetMultiSelect
          key={type}
          type={type}
          value={values[field]}
          onChange={(next) => setValues((current) => ({ ...current, [field]: next }))}
        />
      ))}
    </FormDialog>
  );
}

/** Marks the 'Manually Add ...' option among the facet values (no value starts with it). */
const MANUAL = '\u0000manual:';

/** A multi-select of facet values (up to 20 hits as typed), with 'Manually Add ...' for a new value. */
function FacetMultiSelect({
  type,
  value,
  onChange,
}: {
  type: DcfType;
  value: string[];
  onChange(next: string[]): void;
}) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), DCF_FILTER_DEBOUNCE_MS);
  const facets = useQuery({ ...dcfFacetsOptions(type, term), enabled: term !== '' });
  const hits = (facets.data ?? []).slice(0, DCF_FACET_HITS).map((facet) => facet.Value);
  const manual =
    offersManualAdd(input, hits) && !value.includes(input.trim()) ? [`${MANUAL}${input.trim()}`] : [];
  return (
    <Autocomplete
      multiple
      options={[...hits.filter((hit) => !value.includes(hit)), ...manual]}
      value={value}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) =>
        onChange(next.map((item) => (item.startsWith(MANUAL) ? item.slice(MANUAL.length) : item)))
      }
      filterOptions={(options) => options}
      getOptionLabel={(option) =>
        option.startsWith(MANUAL) ? DCF_TEXTS.manuallyAdd(option.slice(MANUAL.length)) : option
      }
      noOptionsText={term ? DCF_TEXTS.noCategories : DCF_TEXTS.filterPlaceholder}
      loading={facets.isFetching}
      renderInput={(params) => <TextField {...params} label={DCF_TYPE_LABELS[type]} />}
    />
  );
}
