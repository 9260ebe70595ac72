import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A number of a card: a link to the list that shows its rows (the list's URL, with the same filters), or
 * plain text for a user who may not open that list.
 */
export function FigureLink({
  to,
  label,
  children,
}: {
  to: string | null;
  label?: string;
  children: ReactNode;
}) {
  if (!to) return <>{children}</>;
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      {children}
    </Link>
  );
}
