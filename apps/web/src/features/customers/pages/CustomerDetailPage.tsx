import {
  canDeleteCustomer,
  CUSTOMER_TEXTS,
  EXCLUDED_CUSTOMER_ID,
  type CustomerDetail,
} from '@commerce/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { customerResource } from '../../../resources/customers.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { HistoryPanel } from '../../../ui/record/HistoryPanel.tsx';
import { useRecord } from '../../../ui/record/useRecord.ts';
import { AccountInfoSection } from '../components/AccountInfoSection.tsx';
import { BasicInfoSection } from '../components/BasicInfoSection.tsx';
import { ChargeAccountSection } from '../components/ChargeAccountSection.tsx';
import { GroupsSection } from '../components/GroupsSection.tsx';
import { LoyaltySection } from '../components/LoyaltySection.tsx';
import { NotesPanel } from '../components/NotesPanel.tsx';
import { PaymentProfileSection } from '../components/PaymentProfileSection.tsx';
import { RecentOrdersPanel } from '../components/RecentOrdersPanel.tsx';
import { AddressBookPanel, CreditCardsPanel } from '../components/SavedItemsPanels.tsx';
import { PurchaseOrderSection, TaxInfoSection } from '../components/SwitchWithTextSection.tsx';

/** The list the user came from (its search, filters and page), or the plain list. */
function useBackToList(): string {
  const state = useLocation().state as { list?: string } | null;
  return `/customers${state?.list ?? ''}`;
}

/** /customers/{id}: 299999 and a failed load return to /customers (spec 2 §2). */
export function CustomerDetailPage() {
  const id = useParams().id ?? '';
  if (id === EXCLUDED_CUSTOMER_ID) return <Navigate to="/customers" replace />;
  return <CustomerLoader key={id} id={id} />;
}

function CustomerLoader({ id }: { id: string }) {
  const customer = useRecord(customerResource, id, {
    to: '/customers',
    failedText: 'The customer could not be loaded.',
  });
  if (!customer) return <PageLoading />;
  return <CustomerDetailView detail={customer} />;
}

function CustomerDetailView({ detail }: { detail: CustomerDetail }) {
  const { Customer } = detail;
  const canReadOrders = useCan('order-reader');
  const canDelete = canDeleteCustomer(Customer, useCan('customer-delete'));
  const backTo = useBackToList();
  const name = `${Customer.FirstName} ${Customer.LastName}`;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1440 }}>
      <PageHeader
        title={name}
        subtitle={`OMS Account No. ${Customer.ID}`}
        backTo={backTo}
        backLabel="Back to Customers"
        actions={
          canDelete && (
            <DeleteRecordButton
              resource={customerResource}
              id={Customer.ID}
              version={detail.Version}
              title={CUSTOMER_TEXTS.deleteTitle}
              message={CUSTOMER_TEXTS.deleteMessage(`${name} (${Customer.ID})`)}
              confirm={{ confirmLabel: 'Delete', cancelLabel: 'Cancel' }}
              doneText={`${name} has been deleted.`}
              leaveTo={backTo}
            />
          )
        }
      />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <BasicInfoSection detail={detail} />
            <AccountInfoSection detail={detail} />
            <GroupsSection detail={detail} />
            <PaymentProfileSection detail={detail} />
            <TaxInfoSection detail={detail} />
            <ChargeAccountSection detail={detail} />
            <LoyaltySection detail={detail} />
            <PurchaseOrderSection detail={detail} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={{ xs: 2, md: 3 }}>
            <NotesPanel detail={detail} />
            {canReadOrders && <RecentOrdersPanel customerId={Customer.ID} />}
            {Customer.Active && <AddressBookPanel customerId={Customer.ID} />}
            {Customer.Active && <CreditCardsPanel customerId={Customer.ID} />}
            <HistoryPanel entity="customer" id={Customer.ID} version={detail.Version} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
