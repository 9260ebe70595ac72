import {
  BUILD_ORDER_TEXTS as T,
  buildOrderCustomerInfoRoute,
  customerInfoRows,
  type BuildOrderCustomerInfo,
} from '@commerce/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api.ts';
import { EmailLink } from '../../../ui/EmailLink.tsx';
import { LoyaltyBalanceCheck } from './LoyaltyBalanceCheck.tsx';

/**
 * The customer being served: OMS and Eagle numbers, group, contact, and loyalty / PO / tax when set; with a
 * loyalty card, its balance check.
 */
export function CustomerInfoDialog({ customerId, onClose }: { customerId: string; onClose(): void }) {
  const [info, setInfo] = useState<BuildOrderCustomerInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    call(buildOrderCustomerInfoRoute, { params: { id: customerId } }).then(setInfo, () => setFailed(true));
  }, [customerId]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{info ? `${info.FirstName} ${info.LastName}` : T.customerInfo}</DialogTitle>
      <DialogContent>
        {failed && <Typography color="error">{T.tokenFailed}</Typography>}
        {info && (
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
            {customerInfoRows(info).map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {label === T.email ? <EmailLink email={value} /> : value}
                </Typography>
              </div>
            ))}
          </dl>
        )}
        {info?.LoyaltyCardNumber && <LoyaltyBalanceCheck cardNumber={info.LoyaltyCardNumber} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
