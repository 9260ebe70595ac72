import { LinearProgress } from '@mui/material';

export const PageLoading = () => <LinearProgress aria-label="Loading page" />;
