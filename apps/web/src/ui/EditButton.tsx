import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';

/**
 * The Edit button of a section card, the same on every record page: outlined, with the pencil. `label`
 * names what it edits for assistive technology when the card holds more than one; `disabled` while what
 * the edit starts from is not loaded yet.
 */
export function EditButton({
  onClick,
  label,
  text = 'Edit',
  disabled = false,
}: {
  onClick(): void;
  label?: string;
  text?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<EditIcon />}
      onClick={onClick}
      aria-label={label}
      disabled={disabled}
    >
      {text}
    </Button>
  );
}
