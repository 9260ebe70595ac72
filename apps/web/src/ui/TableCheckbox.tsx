import { useEffect, useRef, type MouseEvent } from 'react';
import { CELL } from './dataTableStyles';

/**
 * A list table's selection checkbox: the browser's own, styled from the table (dataTableStyles), as a page
 * draws a hundred of them. MUI's Checkbox was the costliest part of a selectable list's rows (a ripple, an
 * icon and its styles per row: most of the rows' time in the gift cards list's profile).
 */
export function TableCheckbox(props: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onClick(event: MouseEvent<HTMLInputElement>): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = props.indeterminate ?? false;
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={input}
      type="checkbox"
      className={CELL.checkboxInput}
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onClick={props.onClick}
      // Checked follows the props: the click tells the table, which answers with the new selection.
      onChange={() => {}}
    />
  );
}
