import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';

// Inside a clickable table row, the link writes an e-mail; it does not open the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** An e-mail address as a mailto link. */
export function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} onClick={stopPropagation} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}
