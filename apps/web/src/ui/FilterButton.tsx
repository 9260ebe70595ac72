import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import type { ReactNode } from 'react';

export interface FilterButtonProps {
  activeCount: number;
  /** The filter fields, shown in a popover below the button. */
  children: ReactNode;
}

export function FilterButton({ activeCount, children }: FilterButtonProps) {
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
        <Box sx={{ p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' }}>{children}</Box>
      </Popover>
    </>
  );
}
