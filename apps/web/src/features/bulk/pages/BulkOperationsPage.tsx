import { bulkJobTypesFor } from '@commerce/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../lib/session.tsx';
import { BulkJobTypeCard } from '../components/BulkJobTypeCard.tsx';

/** /bulk-operations: every job type the user may use, each with its template and upload form. */
export function BulkOperationsPage() {
  const { session } = useSession();
  const types = bulkJobTypesFor(session?.Permissions ?? []);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Stack spacing={{ xs: 2, md: 3 }}>
        {types.map((type) => (
          <BulkJobTypeCard key={type} type={type} />
        ))}
        {types.length === 0 && (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">No bulk operation is open to you.</Typography>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
