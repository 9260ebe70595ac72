import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { COPY_TOOLTIP_MS } from '@commerce/domain';
import { Fragment } from 'react';
import { CopyButton } from './CopyButton.tsx';

/** Where an address may break: after '@' and before each '.', never inside a word. */
export function emailParts(value: string): string[] {
  return value.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

const PART = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/**
 * An e-mail address or username in a narrow column: it wraps after '@' or before a '.' (never mid-word:
 * 'rosalia_ali19@' / 'example.org'), the whole value is its tooltip, and a copy button copies it. An e-mail
 * address (`mailto`) is also a link that writes to it.
 */
export function EmailText({
  value,
  copyLabel,
  mailto = false,
}: {
  value: string;
  copyLabel: string;
  mailto?: boolean;
}) {
  const link = mailto ? { component: Link, href: `mailto:${value}` } : { component: 'span' as const };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box {...link} title={value} sx={{ minWidth: 0 }}>
        {emailParts(value).map((part, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {/* A part never breaks inside (not even at a hyphen); one wider than the column ends in '…'. */}
            <Box component="span" sx={PART}>
              {part}
            </Box>
          </Fragment>
        ))}
      </Box>
      <CopyButton text={value} label={copyLabel} tooltipMs={COPY_TOOLTIP_MS} />
    </Box>
  );
}
