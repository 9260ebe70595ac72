import {
  CUSTOMER_EDIT_FAILURES,
  customerApi,
  customerGroupLabel,
  DEFAULT_CUSTOMER_GROUP_ID,
  recordSectionRoute,
  type CustomerDetail,
} from '@commerce/domain';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCan } from '../../../lib/permissions.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useCustomerEdit, useCustomerGroups } from '../api.ts';
import { EditButton } from '../../../ui/EditButton.tsx';

const label = (group: { ID: string; Name: string }) => customerGroupLabel(group, DEFAULT_CUSTOMER_GROUP_ID);

function GroupsDialog({ detail, onClose }: { detail: CustomerDetail; onClose(): void }) {
  const groups = useCustomerGroups(true);
  const edit = useCustomerEdit(detail.Customer.ID);
  const [version] = useState(detail.Version);
  const [chosen, setChosen] = useState(() => detail.Groups.map((group) => group.ID));
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const save = () =>
    edit(
      recordSectionRoute(customerApi, 'groups'),
      { params: { id: detail.Customer.ID }, body: { GroupIDs: chosen }, version },
      CUSTOMER_EDIT_FAILURES.saveFailed,
    );

  return (
    <FormDialog open onClose={onClose} onSubmit={save} title="Customer Group(s)" maxWidth="xs">
      {groups.isPending ? (
        <CircularProgress size={24} aria-label="Loading the customer groups" />
      ) : (
        <FormGroup>
          {(groups.data ?? []).map((group) => (
            <FormControlLabel
              key={group.ID}
              control={<Checkbox checked={chosen.includes(group.ID)} onChange={() => toggle(group.ID)} />}
              label={label(group)}
            />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}

/** The customer's communication and store groups; the default group reads 'General' (spec 1 §9). */
export function GroupsSection({ detail }: { detail: CustomerDetail }) {
  const canEdit = useCan('user-group-admin');
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title="Customer Group(s)" action={canEdit && <EditButton onClick={() => setOpen(true)} />}>
      {detail.Groups.length === 0 ? (
        <Typography color="text.secondary">None Provided</Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {detail.Groups.map((group) => (
            <Chip key={group.ID} label={label(group)} variant="outlined" />
          ))}
        </Stack>
      )}
      {open && <GroupsDialog detail={detail} onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}
