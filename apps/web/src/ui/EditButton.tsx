import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';

/**
 * The Edit button of a section card, the same on every record page: outlined, with the pencil. `label`
 * names what it edits for assistive technology when the card holds more than one.
 */
export function EditButton({
  onClick,
  label,
  text = 'Edit',
}: {
  onClick(): void;
  label?: string;
  text?: string;
}) {
  return (
    <Button variant="outlined" startIcon={<EditIcon />} onClick={onClick} aria-label={label}>
      {text}
    </Button>
  );
}
