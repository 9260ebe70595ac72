import PlaceIcon from '@mui/icons-material/PinDrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { HolidayFeesPanel } from '../components/HolidayFeesPanel.tsx';

/** /holidayDeliveryFees (spec 3 §2): the holiday delivery fees, filtered by name, added and removed. */
export function HolidayFeesPage() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000 }}>
      <PageHeader
        title="Holiday Delivery Fees"
        actions={
          <Button component={RouterLink} to="/holidayDeliveryFees/zip" startIcon={<PlaceIcon />}>
            Fees by Zip Code
          </Button>
        }
      />
      {/* The page's heading names the fees; the card's own title stays for screen readers only. */}
      <HolidayFeesPanel titleHidden />
    </Box>
  );
}
