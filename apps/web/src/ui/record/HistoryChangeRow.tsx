import type { DiffPart, HistoryChange } from '@commerce/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { BreakableText } from '../BreakableText.tsx';
import { visuallyHidden } from '../visuallyHidden.ts';

/** The full texts behind 'Show full' scroll past this height rather than growing the entry. */
const FULL_TEXT_MAX_HEIGHT = 240;

const diffStyles = {
  removed: (theme: Theme) => ({
    bgcolor: alpha(theme.palette.error.main, 0.1),
    color: theme.palette.error.dark,
    textDecoration: 'line-through',
  }),
  added: (theme: Theme) => ({
    bgcolor: alpha(theme.palette.success.main, 0.12),
    color: theme.palette.success.dark,
    textDecoration: 'none',
  }),
};

function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      {part.kind === 'same' ? (
        part.text
      ) : (
        <Box component={part.kind === 'removed' ? 'del' : 'ins'} sx={[diffStyles[part.kind], { px: 0.25 }]}>
          <Box component="span" sx={visuallyHidden}>
            {part.kind === 'removed' ? 'removed: ' : 'added: '}
          </Box>
          {part.text}
        </Box>
      )}
    </Fragment>
  ));
}

/**
 * One changed field of a History entry: its label, then before → after, or for a long text the words that
 * changed with a few around them and 'Show full' for both texts whole. An ID in a value breaks where its
 * parts meet; only a word too long for the column on its own breaks anywhere.
 */
export function HistoryChangeRow({ change }: { change: HistoryChange }) {
  const [full, setFull] = useState(false);
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {change.label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {change.kind === 'context' ? (
          <BreakableText text={change.value} />
        ) : change.kind === 'short' ? (
          <>
            <BreakableText text={change.before} />
            {' → '}
            <BreakableText text={change.after} />
          </>
        ) : (
          <>
            <DiffText parts={change.diff} />
            {(change.cut || full) && (
              <Button
                size="small"
                aria-expanded={full}
                onClick={() => setFull((open) => !open)}
                sx={{ display: 'block', px: 0, minWidth: 0 }}
              >
                {full ? 'Show less' : 'Show full'}
              </Button>
            )}
            {full && (
              <Box
                sx={{
                  maxHeight: FULL_TEXT_MAX_HEIGHT,
                  overflow: 'auto',
                  borderLeft: 2,
                  borderColor: 'divider',
                  pl: 1,
                }}
                tabIndex={0}
                role="region"
                aria-label={`${change.label} in full`}
              >
                <Typography variant="caption" color="text.secondary" component="div">
                  Before
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {change.before}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  After
                </Typography>
                <Typography variant="body2">{change.after}</Typography>
              </Box>
            )}
          </>
        )}
      </Typography>
    </>
  );
}
