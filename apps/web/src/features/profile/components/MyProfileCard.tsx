import { displayPhone } from '@commerce/domain';
import { Grid } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useCurrentSession } from '../../../lib/session.tsx';
import { EditableSection } from '../../../ui/EditableSection.tsx';
import { EmailText } from '../../../ui/EmailText.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';

/** The form, loaded when editing starts (MyProfileEditor.tsx says why). */
const MyProfileEditor = lazy(() => import('./MyProfileEditor.tsx'));

export function MyProfileCard() {
  const { User } = useCurrentSession();
  const [editing, setEditing] = useState(false);
  const saved = (
    <EditableSection
      title="My Profile"
      editLabel="Edit Profile"
      // Never saves: editing hands over to the editor below.
      onSave={async () => false}
      editing={false}
      onEditingChange={setEditing}
    >
      {() => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField
              label="Username"
              value={<EmailText value={User.Username} copyLabel="Copy username" />}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Name" value={`${User.FirstName} ${User.LastName}`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField
              label="Email"
              value={<EmailText value={User.Email} copyLabel="Copy e-mail" mailto />}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Phone" value={displayPhone(User.Phone)} />
          </Grid>
        </Grid>
      )}
    </EditableSection>
  );
  if (!editing) return saved;
  // While the form's code loads (once), the saved values stay on screen.
  return (
    <Suspense fallback={saved}>
      <MyProfileEditor onDone={() => setEditing(false)} />
    </Suspense>
  );
}
