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
  /** Status chips: after the subtitle, or beside the title when there is none. */
  chips?: ReactNode;
  /** The title's heading level: 2 for a record shown inside another screen (a tree's detail pane). */
  level?: 1 | 2;
  /** Where the back button leads (usually the list); no back button without it. */
  backTo?: string;
  backLabel?: string;
  /** Buttons and links at the end of the header. */
  actions?: ReactNode;
}

/** The heading of a detail or create page: back to the list, the title, and the page's own actions. */
export function PageHeader({
  title,
  subtitle,
  chips,
  level = 1,
  backTo,
  backLabel = 'Back',
  actions,
}: PageHeaderProps) {
  const heading = (
    <Typography variant="h5" component={`h${level}`} sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  );
  const beside = (first: ReactNode, component: 'div' | 'span') => (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} component={component}>
      {first}
      {chips}
    </Stack>
  );
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
        {chips && !subtitle ? beside(heading, 'div') : heading}
        {subtitle && (
          // A div: a subtitle may hold a layout of its own (the event page's code and chips), never inside a <p>.
          <Typography variant="body2" color="text.secondary" component="div">
            {chips ? beside(<span>{subtitle}</span>, 'span') : subtitle}
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
