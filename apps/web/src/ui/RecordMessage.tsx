import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A confirmation's message about one record: its name and ID in bold, then the text. */
export function RecordMessage({ name, id, text }: { name: string; id: string; text: string }) {
  return (
    <Stack spacing={1}>
      <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {name} ({id})
      </Typography>
      <span>{text}</span>
    </Stack>
  );
}
