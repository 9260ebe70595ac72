import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ReactNode } from 'react';

export interface FilterButtonProps {
  activeCount: number;
  /** The filter fields, shown in a popover below the button. */
  children: ReactNode;
  /** Turns every filter off: 'Clear Filters' at the end of the fields. */
  onClear?(): void;
}

export function FilterButton({ activeCount, children, onClear }: FilterButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge badgeContent={activeCount} color="primary">
            <FilterListIcon />
          </Badge>
        }
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Filter
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Filters' } }}
      >
        <Box sx={{ p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' }}>
          <Stack spacing={2}>
            {children}
            {onClear && (
              <Button onClick={onClear} disabled={activeCount === 0} sx={{ alignSelf: 'flex-end' }}>
                Clear Filters
              </Button>
            )}
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
