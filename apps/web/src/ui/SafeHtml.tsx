import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ElementType } from 'react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitizeHtml';

export interface SafeHtmlProps {
  /** Stored HTML; sanitised before it reaches the page. */
  html: string | null | undefined;
  component?: ElementType;
  sx?: SxProps<Theme>;
}

/** Shows stored HTML (warranty, description, policy) with everything unsafe removed (see sanitizeHtml). */
export function SafeHtml({ html, component = 'div', sx }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      component={component}
      sx={[{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, pl: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
