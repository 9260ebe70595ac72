import { BUILD_ORDER_TEXTS as T, formatMoney, giftCardBalanceRoute } from '@commerce/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError, call } from '../../../lib/api.ts';

type Result = { kind: 'balance'; value: number } | { kind: 'not-found' } | null;

/** Gift card balance: form, then the balance or 'not found', then Clear or Try again (spec 1 §4, §8). */
export function GiftCardBalanceDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const clear = () => {
    setNumber('');
    setTouched(false);
    setResult(null);
    setError(null);
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const cardNumber = number.trim();
    if (!cardNumber) return;
    setPending(true);
    setError(null);
    try {
      const answer = await call(giftCardBalanceRoute, { body: { card_number: cardNumber } });
      setResult({ kind: 'balance', value: answer.card_value });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) {
        setResult({ kind: 'not-found' });
      } else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };
  const missing = touched && !number.trim();
  return (
    <Dialog
      open={open}
      onClose={() => {
        clear();
        onClose();
      }}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>{T.giftCardTitle}</DialogTitle>
      {result === null ? (
        <form onSubmit={check} noValidate>
          <DialogContent>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={T.cardNumber}
              value={number}
              required
              fullWidth
              autoFocus
              disabled={pending}
              error={missing}
              helperText={missing ? T.cardNumberRequired : undefined}
              onChange={(event) => setNumber(event.target.value.replace(/\s/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {T.checkBalance}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogContent>
            {result.kind === 'balance' ? (
              <Typography variant="h6" role="status">
                {T.balance(formatMoney(result.value))}
              </Typography>
            ) : (
              <Alert severity="warning" role="status">
                {T.cardNotFound}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                clear();
                onClose();
              }}
            >
              Close
            </Button>
            {result.kind === 'not-found' ? (
              <Button variant="contained" onClick={() => setResult(null)}>
                {T.tryAgain}
              </Button>
            ) : (
              <Button variant="contained" onClick={clear}>
                {T.clear}
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
