import { CUSTOMER_EMPTY_TEXTS, loyaltyIdDisplay, type CustomerDetail, formatCount } from '@commerce/domain';
import Grid from '@mui/material/Grid';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** The loyalty program: the ID shown with its 777777 prefix, the card, and the award account's points. */
export function LoyaltySection({ detail }: { detail: CustomerDetail }) {
  const { xp } = detail.Customer;
  return (
    <SectionCard title="Loyalty Program">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Loyalty ID" value={loyaltyIdDisplay(xp.LoyaltyID)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField label="Loyalty Card Number" value={xp.LoyaltyCardNumber} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="CECS Award Account ID"
            value={detail.Points?.CECSAwardAccountID}
            emptyText={CUSTOMER_EMPTY_TEXTS.awardAccount}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ReadOnlyField
            label="Points Balance"
            value={detail.Points ? formatCount(detail.Points.Balance) : ''}
          />
        </Grid>
      </Grid>
    </SectionCard>
  );
}
