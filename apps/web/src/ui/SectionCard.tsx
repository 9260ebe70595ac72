import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden.ts';

export interface SectionCardProps {
  title: ReactNode;
  /** Buttons or links at the end of the heading (Edit, View All …). */
  action?: ReactNode;
  children: ReactNode;
  /** Makes the card a form (validated by its own code, not the browser's) that the heading's buttons submit. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** The title still names the card for screen readers but is not shown: the page's own heading says it. */
  titleHidden?: boolean;
  /** Its content is still on its way (aria-busy): assistive technology waits for it. */
  busy?: boolean;
}

/** A titled, outlined block of a detail page: read-only, editing through dialogs, or a form (EditableSection). */
export function SectionCard({
  title,
  action,
  children,
  onSubmit,
  titleHidden = false,
  busy = false,
}: SectionCardProps) {
  // Named by its heading, so the card is a landmark staff (and their screen readers) can jump to.
  const headingId = useId();
  const form = onSubmit
    ? { component: 'form' as const, noValidate: true, onSubmit, 'aria-labelledby': headingId }
    : { component: 'section' as const, 'aria-labelledby': headingId };
  return (
    <Paper {...form} aria-busy={busy || undefined} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography variant="h6" component="h2" id={headingId} sx={titleHidden ? visuallyHidden : undefined}>
          {title}
        </Typography>
        {/* Kept at the right even when a long title pushes the buttons onto their own line. */}
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}
