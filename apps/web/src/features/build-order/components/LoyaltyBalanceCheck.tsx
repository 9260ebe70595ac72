import {
  BUILD_ORDER_ERRORS,
  BUILD_ORDER_TEXTS as T,
  loyaltyLookupRoute,
  formatCount,
} from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { call, hasErrorCode } from '../../../lib/api.ts';

type Result =
  { kind: 'balance'; value: number } | { kind: 'not-found' } | { kind: 'failed'; message: string } | null;

/**
 * The served customer's loyalty balance, asked on demand (the customer service is slow and its answer
 * changes, so it is not part of the info load): the points, 'Card not found' (spec 1 §8), or why it failed.
 */
export function LoyaltyBalanceCheck({ cardNumber }: { cardNumber: string }) {
  const [result, setResult] = useState<Result>(null);
  const [pending, setPending] = useState(false);
  const check = async () => {
    setPending(true);
    try {
      const answer = await call(loyaltyLookupRoute, { body: { cardNumber } });
      setResult({ kind: 'balance', value: answer.Balance });
    } catch (failure) {
      setResult(
        hasErrorCode(failure, BUILD_ORDER_ERRORS.loyaltyCardNotFound)
          ? { kind: 'not-found' }
          : { kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      <Button variant="outlined" size="small" onClick={check} disabled={pending}>
        {T.checkLoyalty}
      </Button>
      {result?.kind === 'balance' && (
        <Typography role="status" variant="body2">
          {T.loyaltyBalance(formatCount(result.value))}
        </Typography>
      )}
      {result?.kind === 'not-found' && (
        <Alert severity="warning" role="status" sx={{ py: 0 }}>
          {T.loyaltyCardNotFound}
        </Alert>
      )}
      {result?.kind === 'failed' && (
        <Alert severity="error" sx={{ py: 0 }}>
          {result.message}
        </Alert>
      )}
    </Stack>
  );
}
