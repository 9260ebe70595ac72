import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  title: ReactNode;
  /** Buttons or links at the end of the heading (Edit, View All …). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled, outlined block of a detail page that is read-only or edits through dialogs. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
