import {
  ASE_DRAWER_TEXTS,
  aseDrawerFormSchema,
  aseDrawerListSpec,
  canDeleteAseDrawer,
  type AseDrawerAction,
  type AseDrawerDetail,
  type AseDrawerItem,
  aseDrawerBulkRoute,
  aseReferencesRoute,
  deleteAseDrawerRoute,
  sameValue,
} from '@commerce/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { refreshAfterChange } from '../../../lib/resource.ts';
import { resourceQuery } from '../../../lib/route-query.ts';
import { useCreateRecord, useRecordChange, useResourceDetail } from '../../../lib/resource-hooks.ts';
import { useToast } from '../../../lib/toast.ts';
import { aseDrawerResource, refreshDcf } from '../../../resources/dcf.ts';
import { BulkActionBar } from '../../../ui/BulkActionBar.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useBulkActions } from '../../../ui/list/useBulkActions.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { useConfirm } from '../../../ui/useConfirm.ts';

const drawerPath = (id?: string) => `/dcf/ase-drawers${id ? `/${encodeURIComponent(id)}` : ''}`;

/**
 * The ASE drawers (catalogue ASE): searched, filtered by status, created and edited in a dialog (ID from
 * the name, C-9), deleted one by one or in bulk, each confirmed as permanent with how many DCF settings and
 * products lose the drawer. Bachman's Gift Cards is never deleted.
 */
export function AseDrawersTab({ openId }: { openId: string | undefined }) {
  const view = useListView(aseDrawerListSpec, aseDrawerResource);
  const canCreate = useCan('dcf-ase-edit');
  const canDelete = useCan('dcf-ase-delete');
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const navigate = useNavigate();
  const bulk = useBulkActions<AseDrawerItem, AseDrawerAction>({
    resource: aseDrawerResource,
    send: (action, ids) => call(aseDrawerBulkRoute, { body: { Action: action, IDs: ids } }),
    getId: (drawer) => drawer.ID,
  });
  const deletable = selected.filter(canDeleteAseDrawer);
  const references = useQuery({
    ...resourceQuery(aseDrawerResource, aseReferencesRoute, { query: { IDs: deletable.join(',') } }),
    enabled: canDelete && deletable.length > 0,
  });
  const referenceText = references.data
    ? ASE_DRAWER_TEXTS.references(references.data.Dcf, references.data.Products)
    : '';
  const client = useQueryClient();

  return (
    <>
      <ListPanel
        view={view}
        getRowId={(drawer) => drawer.ID}
        rowLink={(drawer) => drawerPath(drawer.ID)}
        notices={bulk.notice}
        selection={canDelete ? { selectedIds: selected, onSelectionChange: setSelected } : undefined}
        actions={
          <>
            {canDelete && deletable.length > 0 && references.data && (
              <BulkActionBar
                selectedCount={selected.length}
                onClearSelection={() => setSelected([])}
                actions={bulk
                  .actions(
                    [
                      {
                        action: 'delete',
                        label: 'Delete',
                        icon: <DeleteOutlineIcon />,
                        destructive: true,
                        ids: deletable,
                        confirm: {
                          title: ASE_DRAWER_TEXTS.bulkDeleteTitle,
                          message: ASE_DRAWER_TEXTS.bulkDeleteMessage(
                            deletable.length,
                            referenceText,
                            selected.length - deletable.length,
                          ),
                          confirmLabel: 'Delete',
                          cancelLabel: 'Cancel',
                        },
                        words: { one: 'drawer', many: 'drawers', done: 'deleted' },
                      },
                    ],
                    'delete',
                  )
                  .map((action) => ({
                    ...action,
                    run: async () => {
                      await action.run();
                      await refreshDcf(client);
                    },
                  }))}
              />
            )}
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                {ASE_DRAWER_TEXTS.newDrawer}
              </Button>
            )}
          </>
        }
      />
      {creating && <DrawerCreateDialog onClose={() => setCreating(false)} />}
      {openId && <DrawerEditDialog key={openId} id={openId} onClose={() => void navigate(drawerPath())} />}
    </>
  );
}

interface DrawerValues {
  Name: string;
  Description: string;
  Active: boolean;
}

function DrawerFields({
  values,
  onChange,
  disabled,
}: {
  values: DrawerValues;
  onChange(next: DrawerValues): void;
  disabled?: boolean;
}) {
  const blank = values.Name.trim() === '';
  return (
    <>
      <TextField
        label="Name"
        value={values.Name}
        onChange={(event) => onChange({ ...values, Name: event.target.value })}
        required
        fullWidth
        disabled={disabled}
        error={blank}
        helperText={blank ? 'Drawer name is required.' : undefined}
      />
      <TextField
        label="Description"
        value={values.Description}
        onChange={(event) => onChange({ ...values, Description: event.target.value })}
        multiline
        minRows={2}
        fullWidth
        disabled={disabled}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.Active}
            disabled={disabled}
            onChange={(event) => onChange({ ...values, Active: event.target.checked })}
          />
        }
        label="Active"
      />
    </>
  );
}

const toBody = (values: DrawerValues) => {
  const parsed = aseDrawerFormSchema.safeParse({ ...values, Description: values.Description.trim() || null });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return parsed.data;
};

function DrawerCreateDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState<DrawerValues>({ Name: '', Description: '', Active: true });
  const create = useCreateRecord<AseDrawerDetail, unknown>(aseDrawerResource);
  const toast = useToast();
  return (
    <FormDialog
      open
      title={ASE_DRAWER_TEXTS.newDrawerTitle}
      onClose={onClose}
      submitLabel="Create"
      submitDisabled={values.Name.trim() === ''}
      onSubmit={async () => {
        const created = await create.mutateAsync(toBody(values));
        toast.success(ASE_DRAWER_TEXTS.created(created.Name));
      }}
    >
      <DrawerFields values={values} onChange={setValues} />
    </FormDialog>
  );
}

function DrawerEditDialog({ id, onClose }: { id: string; onClose(): void }) {
  const query = useResourceDetail(aseDrawerResource, id);
  const canEdit = useCan('dcf-ase-edit');
  const canDelete = useCan('dcf-ase-delete');
  const change = useRecordChange(aseDrawerResource, id);
  const toast = useToast();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [values, setValues] = useState<DrawerValues | null>(null);
  const drawer = query.data;
  if (!drawer)
    return (
      <FormDialog
        open
        title={ASE_DRAWER_TEXTS.editDrawerTitle}
        onClose={onClose}
        onSubmit={async () => false}
        submitDisabled
        // Nothing to lose while the drawer loads, nor once it is deleted (Delete leaves through onClose).
        unsaved={false}
      >
        {query.isError ? (
          <Typography color="error">{query.error.message}</Typography>
        ) : (
          <Skeleton height={120} />
        )}
      </FormDialog>
    );
  const saved = { Name: drawer.Name, Description: drawer.Description ?? '', Active: drawer.Active };
  const shown = values ?? saved;

  const remove = async () => {
    const done = await confirm({
      title: ASE_DRAWER_TEXTS.deleteTitle,
      message: ASE_DRAWER_TEXTS.deleteMessage(
        drawer.Name,
        ASE_DRAWER_TEXTS.references(drawer.References.Dcf, drawer.References.Products),
      ),
      destructive: true,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: () => call(deleteAseDrawerRoute, { params: { id }, version: drawer.Version }),
    });
    if (!done) return;
    toast.success(ASE_DRAWER_TEXTS.deleted(drawer.Name));
    client.removeQueries({ queryKey: aseDrawerResource.keys.detail(id) });
    await refreshAfterChange(client, aseDrawerResource);
    await refreshDcf(client);
    onClose();
  };

  return (
    <FormDialog
      open
      title={`${ASE_DRAWER_TEXTS.editDrawerTitle} · ${drawer.ID}`}
      onClose={onClose}
      submitDisabled={!canEdit || shown.Name.trim() === ''}
      unsaved={!sameValue(shown, saved)}
      onSubmit={async () => {
        await change.update(toBody(shown), drawer.Version);
        toast.success(`${shown.Name} has been saved.`);
      }}
    >
      <DrawerFields values={shown} onChange={setValues} disabled={!canEdit} />
      <Typography variant="body2" color="text.secondary">
        {ASE_DRAWER_TEXTS.usedBy(drawer.References.Dcf, drawer.References.Products)}
      </Typography>
      {canDelete && canDeleteAseDrawer(drawer.ID) && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => void remove()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Delete
        </Button>
      )}
    </FormDialog>
  );
}
