import { visibleColumns, type ListSpec } from '@commerce/domain';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

/**
 * 'Columns' in a list's toolbar: which of the spec's columns the table (and the CSV export) shows. The
 * choice is kept in the URL (`columns`), so it travels in links and saved views; the default set is none.
 */
export function ColumnsMenu(props: {
  spec: ListSpec<unknown, string>;
  chosen: string[] | null;
  onChange(fields: string[] | null): void;
}) {
  const { spec, chosen, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = visibleColumns(spec, chosen).map((column) => column.field);
  const defaults = visibleColumns(spec, null).map((column) => column.field);

  const toggle = (field: string) => {
    const next = shown.includes(field) ? shown.filter((name) => name !== field) : [...shown, field];
    if (next.length === 0) return;
    // In the spec's order; the default set is written as no choice at all.
    const ordered = spec.columns.map((column) => column.field).filter((name) => next.includes(name));
    onChange(ordered.join(',') === defaults.join(',') ? null : ordered);
  };

  return (
    <>
      <Tooltip title="Columns">
        <IconButton
          aria-label="Columns"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {spec.columns.map((column) => (
          <MenuItem key={column.field} dense onClick={() => toggle(column.field)}>
            <Checkbox size="small" checked={shown.includes(column.field)} tabIndex={-1} disableRipple />
            <ListItemText primary={column.header} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
