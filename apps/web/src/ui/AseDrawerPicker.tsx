import {
  ASE_TEXTS,
  aseDrawersProblem,
  DCF_TEXTS,
  SEARCH_DEBOUNCE_MS,
  type AseDrawerItem,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../lib/permissions.tsx';
import { aseDrawerChoicesOptions } from '../resources/dcf.ts';
import { SortableList } from './SortableList.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';

/**
 * The drawer names by ID (the ASE catalogue is small: one page of 50 holds it); empty for a viewer who may
 * not read drawers (a product reader sees the IDs).
 */
export function useAseDrawerNames(): ReadonlyMap<string, string> {
  const canRead = useCan('dcf-reader', 'dcf-ase-assign');
  const drawers = useQuery({ ...aseDrawerChoicesOptions(''), enabled: canRead });
  return new Map((drawers.data ?? []).map((drawer) => [drawer.ID, drawer.Name]));
}

/**
 * Chooses ASE drawers (spec 2 §5) for a DCF record or a SKU: the chosen ones in order (drag or keyboard,
 * ✕ removes) and a search of the drawers (GET /ase-drawers?search=, dcf-reader or dcf-ase-assign) to add
 * one. A drawer the four-drawer rule refuses is not added and the rule is shown; the server checks the same.
 */
export function AseDrawerPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange(ids: string[]): void;
}) {
  const names = useAseDrawerNames();
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery(aseDrawerChoicesOptions(term));
  const options = (found.data ?? []).filter((drawer) => !value.includes(drawer.ID));
  const nameOf = (id: string) => names.get(id) ?? id;
  const add = (drawer: AseDrawerItem | null) => {
    if (!drawer) return;
    const next = [...value, drawer.ID];
    const refused = aseDrawersProblem(next);
    setProblem(refused);
    if (!refused) onChange(next);
  };
  return (
    <Stack spacing={2}>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {value.length === 0 ? (
        <Typography color="text.secondary">{DCF_TEXTS.noDrawersChosen}</Typography>
      ) : (
        <SortableList
          aria-label="Chosen drawers"
          items={[...value]}
          getId={(id) => id}
          getLabel={nameOf}
          onReorder={onChange}
          renderItem={(id) => (
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>
                {nameOf(id)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({id})
                </Typography>
              </Box>
              <IconButton
                aria-label={`Remove ${nameOf(id)}`}
                onClick={() => {
                  onChange(value.filter((item) => item !== id));
                  setProblem(null);
                }}
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Stack>
          )}
        />
      )}
      <Autocomplete
        options={options}
        value={null}
        inputValue={search}
        onInputChange={(_, next) => setSearch(next)}
        onChange={(_, drawer) => {
          add(drawer);
          setSearch('');
        }}
        getOptionLabel={(drawer) => drawer.Name}
        filterOptions={(items) => items}
        loading={found.isFetching}
        noOptionsText={DCF_TEXTS.noDrawers}
        renderOption={({ key, ...props }, drawer) => (
          <li key={key} {...props}>
            <AddIcon fontSize="small" sx={{ mr: 1 }} />
            {drawer.Name} ({drawer.ID}){drawer.Active ? '' : ' · Inactive'}
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={DCF_TEXTS.addDrawer} />}
      />
      <Typography variant="body2" color="text.secondary">
        {ASE_TEXTS.tooMany} {ASE_TEXTS.onlyGiftCardsFourth}
      </Typography>
    </Stack>
  );
}
