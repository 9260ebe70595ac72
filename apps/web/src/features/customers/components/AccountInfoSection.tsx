import {
  CUSTOMER_EMPTY_TEXTS,
  CUSTOMER_EDIT_FAILURES,
  CUSTOMER_TEXTS,
  CUSTOMER_WARNINGS,
  customerApi,
  customerSource,
  eagleNumberSchema,
  recordSectionRoute,
  type CustomerDetail,
} from '@commerce/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import EditIcon from '@mui/icons-material/Edit';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { useToast } from '../../../lib/toast.ts';
import { ActiveChip } from '../../../ui/ActiveChip.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { ValueWithAction } from '../../../ui/ValueWithAction.tsx';
import { WarningTip } from '../../../ui/WarningTip.tsx';
import { whenValid } from '../../../ui/whenValid.ts';
import { useCustomerEdit, useSendPasswordReset } from '../api.ts';
import { dateTime } from '../format.ts';
import { formatStoreDate } from '@commerce/domain';

function EagleNumberDialog({
  detail,
  open,
  onClose,
}: {
  detail: CustomerDetail;
  open: boolean;
  onClose(): void;
}) {
  const edit = useCustomerEdit(detail.Customer.ID);
  const [version] = useState(detail.Version);
  const form = useForm({
    resolver: zodResolver(eagleNumberSchema),
    defaultValues: { EagleCustomerNumber: detail.Customer.xp.EagleCustomerNumber ?? '' },
  });
  const save = whenValid(form.handleSubmit, (body) =>
    edit(
      recordSectionRoute(customerApi, 'eagle-number'),
      { params: { id: detail.Customer.ID }, body, version },
      CUSTOMER_EDIT_FAILURES.eagleNumberFailed,
    ),
  );
  return (
    <FormDialog open={open} onClose={onClose} onSubmit={save} title="Eagle Customer Number" maxWidth="xs">
      <FormTextField
        control={form.control}
        name="EagleCustomerNumber"
        label="Eagle Customer Number"
        fullWidth
        autoFocus
        helperText="Leave empty to remove it."
      />
    </FormDialog>
  );
}

/**
 * Account Info: the account numbers, status, source, last login, last order and the sync with the customer
 * service. Status needs customer-account (or customer-tax, spec 1 §6); the Eagle number and a new OMS
 * account number customer-info; the reset e-mail customer-reset-pass.
 */
export function AccountInfoSection({ detail }: { detail: CustomerDetail }) {
  const { Customer } = detail;
  const canInfo = useCan('customer-info');
  const canStatus = useCan('customer-account', 'customer-tax');
  const canReset = useCan('customer-reset-pass');
  const edit = useCustomerEdit(Customer.ID);
  const reset = useSendPasswordReset(Customer.ID);
  const confirm = useConfirm();
  const toast = useToast();
  const [eagleOpen, setEagleOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const changeStatus = () =>
    confirm({
      title: Customer.Active ? 'Deactivate Customer' : 'Activate Customer',
      message: Customer.Active
        ? 'Deactivate this customer? They will no longer be able to sign in to the storefront.'
        : 'Activate this customer? Their access to the storefront will be restored.',
      confirmLabel: Customer.Active ? 'Deactivate' : 'Activate',
      cancelLabel: 'Cancel',
      onConfirm: () =>
        edit(
          recordSectionRoute(customerApi, 'status'),
          { params: { id: Customer.ID }, body: { Active: !Customer.Active }, version: detail.Version },
          CUSTOMER_EDIT_FAILURES.statusFailed,
        ),
    });

  const newAccountNumber = async () => {
    let renumbered: string | undefined;
    const done = await confirm({
      title: 'New OMS Account Number',
      message: CUSTOMER_TEXTS.newAccountNumberConfirm,
      confirmLabel: 'Generate',
      cancelLabel: 'Cancel',
      onConfirm: async () => {
        renumbered = (
          await edit(
            recordSectionRoute(customerApi, 'account-number'),
            { params: { id: Customer.ID }, version: detail.Version },
            CUSTOMER_EDIT_FAILURES.omsNumberFailed,
          )
        ).Customer.ID;
      },
    });
    if (!done || !renumbered) return;
    toast.success(`The customer's new OMS Account Number is ${renumbered}.`);
    // The page's address names the old number, which no longer exists.
    navigate(`/customers/${encodeURIComponent(renumbered)}`, { replace: true, state: location.state });
  };

  const sendReset = () =>
    confirm({
      title: 'Send Password Reset Email',
      message: `Send a password reset e-mail to ${Customer.Email}?`,
      confirmLabel: 'Send',
      cancelLabel: 'Cancel',
      onConfirm: async () => {
        try {
          const queued = await reset.mutateAsync();
          toast.success(CUSTOMER_TEXTS.resetQueued(queued.Email));
        } catch (error) {
          throw new Error(errorMessage(error, CUSTOMER_TEXTS.resetFailed));
        }
      },
    });

  return (
    <SectionCard
      title="Account Info"
      action={
        canReset && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<MailOutlineIcon />}
            onClick={() => void sendReset()}
          >
            Send Password Reset Email
          </Button>
        )
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="OMS Account No."
            value={
              <ValueWithAction
                value={Customer.ID}
                action={
                  canInfo && {
                    label: 'Generate a new OMS Account Number',
                    icon: <AutorenewIcon fontSize="small" />,
                    onClick: () => void newAccountNumber(),
                  }
                }
              />
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Eagle Customer No."
            value={
              <ValueWithAction
                value={
                  Customer.xp.EagleCustomerNumber ?? (
                    <Typography component="span" color="text.secondary">
                      {CUSTOMER_EMPTY_TEXTS.noneProvided}
                    </Typography>
                  )
                }
                action={
                  canInfo && {
                    label: 'Edit the Eagle Customer Number',
                    icon: <EditIcon fontSize="small" />,
                    onClick: () => setEagleOpen(true),
                  }
                }
              />
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="CECS Customer No." value={Customer.xp.CecsCustomerNumber} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Status"
            value={
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <ActiveChip active={Customer.Active} />
                {canStatus && (
                  <Button size="small" onClick={() => void changeStatus()}>
                    {Customer.Active ? 'Deactivate' : 'Activate'}
                  </Button>
                )}
              </Stack>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Source" value={customerSource(Customer.xp.CreatedFrom)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Created" value={formatStoreDate(Customer.DateCreated)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Last Login"
            value={dateTime(Customer.xp.LastLoginTimeStamp)}
            emptyText={CUSTOMER_EMPTY_TEXTS.neverLoggedIn}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Last Order" value={formatStoreDate(Customer.xp.LastOrderSubmitted)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Last Synced"
            value={dateTime(Customer.xp.OrderCloudToCecsCustomerTimeStamp)}
            emptyText={
              <>
                {CUSTOMER_EMPTY_TEXTS.neverSynced}
                <WarningTip text={CUSTOMER_WARNINGS.neverSynced} />
              </>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Sync Status" value={Customer.xp.OrderCloudToCecsCustomerStatus} />
        </Grid>
      </Grid>
      {eagleOpen && <EagleNumberDialog detail={detail} open onClose={() => setEagleOpen(false)} />}
    </SectionCard>
  );
}
