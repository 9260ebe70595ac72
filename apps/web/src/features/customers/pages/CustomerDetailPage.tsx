import {
  canDeleteCustomer,
  CUSTOMER_TEXTS,
  EXCLUDED_CUSTOMER_ID,
  type CustomerDetail,
} from '@commerce/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCan } from '../../../lib/permissions.tsx';
import { customerResource } from '../../../resources/customers.ts';
import { DeleteRecordButton } from '../../../ui/record/DeleteRecordButton.tsx';
import { RecordLoading, RecordPage } from '../../../ui/record/RecordPage.tsx';
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
  const { record, notice } = useRecord(customerResource, id, {
    leave: { to: '/customers', failedText: 'The customer could not be loaded.' },
  });
  if (!record) return <RecordLoading notice={notice} />;
  return <CustomerDetailView detail={record} />;
}

function CustomerDetailView({ detail }: { detail: CustomerDetail }) {
  const { Customer } = detail;
  const canReadOrders = useCan('order-reader');
  const canDelete = canDeleteCustomer(Customer, useCan('customer-delete'));
  const backTo = useBackToList();
  const name = `${Customer.FirstName} ${Customer.LastName}`;

  return (
    <RecordPage
      title={name}
      subtitle={`OMS Account No. ${Customer.ID}`}
      back={{ to: backTo, label: 'Back to Customers' }}
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
      mainColumns={5}
      main={
        <>
          <BasicInfoSection detail={detail} />
          <AccountInfoSection detail={detail} />
          <GroupsSection detail={detail} />
          <PaymentProfileSection detail={detail} />
          <TaxInfoSection detail={detail} />
          <ChargeAccountSection detail={detail} />
          <LoyaltySection detail={detail} />
          <PurchaseOrderSection detail={detail} />
        </>
      }
      side={
        <>
          <NotesPanel detail={detail} />
          {canReadOrders && <RecentOrdersPanel customerId={Customer.ID} />}
          {Customer.Active && <AddressBookPanel customerId={Customer.ID} />}
          {Customer.Active && <CreditCardsPanel customerId={Customer.ID} />}
        </>
      }
      history={{ entity: 'customer', id: Customer.ID, version: detail.Version }}
    />
  );
}
