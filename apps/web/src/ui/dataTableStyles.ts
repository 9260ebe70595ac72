import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import type { ColumnWrap } from '@commerce/domain';
import type { DataTableColumn } from './DataTableColumn';

/*
 * The list table's body is plain rows and cells styled once from the table (a list page draws up to 100
 * rows of a dozen cells: one styled component a cell took most of the time between the page's answer and
 * its rows on screen). The cells look as MUI's small TableCell does; the horizontal padding is half of it,
 * so a list's default columns fit a 1280 px screen.
 */

export const CELL = {
  line: 'DataTable-line',
  clamp: 'DataTable-clamp',
  right: 'DataTable-right',
  center: 'DataTable-center',
  checkbox: 'DataTable-checkbox',
  checkboxInput: 'DataTable-checkboxInput',
  actions: 'DataTable-actions',
  placeholder: 'DataTable-placeholder',
  /** A record's Active flag, drawn as ActiveChip draws it. */
  active: 'DataTable-active',
  inactive: 'DataTable-inactive',
  /** A link in a cell (an e-mail address), drawn as MUI's Link. */
  link: 'DataTable-link',
  empty: 'DataTable-empty',
} as const;

export const ROW = {
  clickable: 'DataTable-clickable',
  selected: 'DataTable-selected',
  actions: 'DataTable-rowActions',
} as const;

/** The class of a column's cells: how it wraps and aligns (computed once a column, not once a cell). */
export function cellClass<Row>(column: DataTableColumn<Row>): string | undefined {
  const wrap: ColumnWrap = column.wrap ?? 'wrap';
  const classes = [
    wrap === 'line' ? CELL.line : undefined,
    column.align === 'right' ? CELL.right : column.align === 'center' ? CELL.center : undefined,
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

// MUI Skeleton's pulse.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const EDGE_PADDING = 16;
const PADDING = 8;

export const tableSx: SxProps<Theme> = (theme) => {
  const border = `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`;
  return {
    // MUI's head cells (sorting, sticky header) and the body's plain ones share the narrower padding.
    '& th, & td': { px: `${PADDING}px` },
    '& th:first-of-type, & td:first-of-type': { pl: `${EDGE_PADDING}px` },
    '& th:last-of-type, & td:last-of-type': { pr: `${EDGE_PADDING}px` },
    // A header broken onto two lines sits on the row below it, as its one-line neighbours do.
    '& > thead th': { fontWeight: 600, lineHeight: 1.43, py: '8px', verticalAlign: 'bottom' },
    '& > thead th.MuiTableCell-paddingCheckbox': { verticalAlign: 'middle', width: 24, p: '0 12px 0 16px' },
    // The browser's checkbox in the primary colour, at the size of MUI's small one.
    [`& .${CELL.checkboxInput}`]: {
      display: 'block',
      width: 18,
      height: 18,
      m: 0,
      accentColor: theme.palette.primary.main,
      cursor: 'pointer',
      '&:disabled': { cursor: 'default' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    '& > tbody > tr': {
      verticalAlign: 'middle',
      outline: 0,
      [`&.${ROW.clickable}`]: {
        cursor: 'pointer',
        '&:hover': { backgroundColor: theme.palette.action.hover },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      },
      [`&.${ROW.selected}`]: {
        backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
      },
      // Opacity rather than unmounting keeps the actions reachable by Tab, which reveals them through
      // :focus-within; touch screens cannot hover, so they always show there.
      '@media (hover: hover)': {
        [`& .${ROW.actions}`]: { opacity: 0 },
        [`&:hover .${ROW.actions}, &:focus-within .${ROW.actions}`]: { opacity: 1 },
      },
    },
    '& > tbody > tr > td': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      borderBottom: border,
      textAlign: 'left',
      py: '6px',
      overflowWrap: 'break-word',
      [`&.${CELL.line}`]: { whiteSpace: 'nowrap' },
      [`&.${CELL.right}`]: { textAlign: 'right' },
      [`&.${CELL.center}`]: { textAlign: 'center' },
      [`&.${CELL.checkbox}`]: { width: 24, p: '0 12px 0 16px' },
      [`&.${CELL.empty}`]: { borderBottom: 0 },
      [`&.${CELL.actions}`]: { whiteSpace: 'nowrap', p: 0, pr: 1, textAlign: 'right' },
      [`& > .${CELL.placeholder}`]: {
        display: 'block',
        height: '1.2em',
        my: '2px',
        borderRadius: '4px',
        backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      },
      // The cells' chips and links are plain elements with these looks (ActiveChip, EmailLink): as MUI
      // components with their own styles, a column of them cost as much as the rest of the row.
      [`& .${CELL.active}, & .${CELL.inactive}`]: {
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: '8px',
        borderRadius: '16px',
        fontSize: theme.typography.pxToRem(13),
        whiteSpace: 'nowrap',
      },
      [`& .${CELL.active}`]: {
        backgroundColor: theme.palette.secondary.main,
        color: theme.palette.secondary.contrastText,
      },
      [`& .${CELL.inactive}`]: {
        px: '7px',
        border: `1px solid ${theme.palette.grey[400]}`,
        color: theme.palette.text.primary,
      },
      [`& .${CELL.link}`]: {
        color: theme.palette.primary.main,
        textDecoration: 'underline',
        textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
        overflowWrap: 'anywhere',
        '&:hover': { textDecorationColor: 'inherit' },
      },
      [`& > .${CELL.clamp}`]: {
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
    },
  } as const;
};
