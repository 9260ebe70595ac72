import Chip from '@mui/material/Chip';

/** A record's Active flag as a chip: green 'Active' or grey 'Inactive'. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'secondary' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
