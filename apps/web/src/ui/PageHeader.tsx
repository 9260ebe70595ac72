import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title, e.g. the record's ID. */
  subtitle?: ReactNode;
  /** Where the back button leads (usually the list); no back button without it. */
  backTo?: string;
  backLabel?: string;
  /** Buttons and links at the end of the header. */
  actions?: ReactNode;
}

/** The heading of a detail or create page: back to the list, the title, and the page's own actions. */
export function PageHeader({ title, subtitle, backTo, backLabel = 'Back', actions }: PageHeaderProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {backTo && (
        <Tooltip title={backLabel}>
          <IconButton component={RouterLink} to={backTo} aria-label={backLabel} edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          // A div: a subtitle may hold a layout of its own (the event page's code and chips), never inside a <p>.
          <Typography variant="body2" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
