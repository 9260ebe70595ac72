import { bulkConfirmation, type AdminUserBulkAction } from '@commerce/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { useToast } from '../../../lib/toast.ts';
import { BulkActionBar, type BulkAction } from '../../../ui/BulkActionBar.tsx';
import { useBulkAdminUsers } from '../api.ts';
import { bulkOutcome } from '../bulk-outcome.ts';

const ACTIONS: {
  action: AdminUserBulkAction;
  label: string;
  icon: BulkAction['icon'];
  destructive?: boolean;
}[] = [
  { action: 'activate', label: 'Activate', icon: <CheckCircleOutlineIcon /> },
  { action: 'deactivate', label: 'Deactivate', icon: <PersonOffOutlinedIcon /> },
  { action: 'delete', label: 'Delete', icon: <DeleteOutlineIcon />, destructive: true },
];

/** Activate, Deactivate and Delete for the selected users, each confirmed with the spec's text. */
export function AdminUserBulkActions(props: { selectedIds: string[]; onClearSelection(): void }) {
  const { selectedIds, onClearSelection } = props;
  const bulk = useBulkAdminUsers();
  const toast = useToast();

  const actions: BulkAction[] = ACTIONS.map(({ action, label, icon, destructive }) => ({
    label,
    icon,
    destructive,
    confirm: bulkConfirmation(action, selectedIds.length),
    run: async () => {
      const { variant, message } = bulkOutcome(
        action,
        await bulk.mutateAsync({ Action: action, IDs: selectedIds }),
      );
      toast[variant](message);
    },
  }));

  return (
    <BulkActionBar selectedCount={selectedIds.length} onClearSelection={onClearSelection} actions={actions} />
  );
}
