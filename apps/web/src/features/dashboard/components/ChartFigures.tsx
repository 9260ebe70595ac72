import { DASHBOARD_TEXTS } from '@commerce/domain';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState, type ReactNode } from 'react';
import { ScrollArea } from '../../../ui/ScrollArea.tsx';

export interface FiguresTable {
  /** What the chart shows (the table's caption). */
  title: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/** A chart's figures as a table, the chart's text alternative: shown on request, its numbers links. */
export function ChartFigures({ title, columns, rows }: FiguresTable) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide the figures' : 'Show the figures'}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        {/* A day's methods may be wider than the card: the table scrolls sideways inside it. */}
        <ScrollArea label={DASHBOARD_TEXTS.chartTable(title)} maxHeight="none">
          <Table size="small" aria-label={DASHBOARD_TEXTS.chartTable(title)}>
            <caption>{DASHBOARD_TEXTS.chartTable(title)}</caption>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={columns[index]} align={index === 0 ? 'left' : 'right'}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      </Collapse>
    </>
  );
}
