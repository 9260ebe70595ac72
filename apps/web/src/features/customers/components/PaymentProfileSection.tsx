import { COPY_TOOLTIP_MS, type CustomerDetail } from '@commerce/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** The payment gateway's customer profile ID, with a copy button (its tooltip stays 1 second). */
export function PaymentProfileSection({ detail }: { detail: CustomerDetail }) {
  const profileId = detail.Customer.xp.AuthorizeNetProfileID;
  return (
    <SectionCard title="Payment Profile ID">
      {profileId ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{profileId}</Typography>
          <CopyButton text={profileId} label="Copy the payment profile ID" tooltipMs={COPY_TOOLTIP_MS} />
        </Stack>
      ) : (
        <Typography color="text.secondary">None Provided</Typography>
      )}
    </SectionCard>
  );
}
