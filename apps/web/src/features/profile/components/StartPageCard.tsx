import { DASHBOARD_TEXTS, START_PAGE_LABELS, START_PAGES, type StartPage } from '@commerce/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCurrentSession } from '../../../lib/session.tsx';
import { useToast } from '../../../lib/toast.ts';
import { profileSaveMessage } from '../profile-errors.ts';
import { useUpdateProfile } from '../api.ts';

/** 'Start page': where sign-in takes the user (My Profile by default, or the Dashboard); saved as chosen. */
export function StartPageCard() {
  const { User, StartPage } = useCurrentSession();
  const update = useUpdateProfile();
  const toast = useToast();
  const titleId = useId();
  const choose = async (startPage: StartPage) => {
    try {
      await update.mutateAsync({ changes: { StartPage: startPage }, version: User.Version });
      toast.success(DASHBOARD_TEXTS.startPageSaved);
    } catch (error) {
      toast.error(profileSaveMessage(error));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={titleId}>
        {DASHBOARD_TEXTS.startPage}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {DASHBOARD_TEXTS.startPageHelp}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={titleId}
        value={StartPage}
        onChange={(event) => void choose(event.target.value as StartPage)}
      >
        {START_PAGES.map((page) => (
          <FormControlLabel
            key={page}
            value={page}
            control={<Radio />}
            label={START_PAGE_LABELS[page]}
            disabled={update.isPending}
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}
