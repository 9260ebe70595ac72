import {
  acceptMessage,
  BUILD_ORDER_TEXTS as T,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_MIN_LENGTH,
  storefrontMessageSchema,
  STOREFRONT_PATH,
  buildOrderSearchRoute,
  startImpersonationRoute,
  stopImpersonationRoute,
  type BuildOrderCustomer,
  type ConsoleMessage,
} from '@commerce/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.ts';
import { CustomerInfoDialog } from '../components/CustomerInfoDialog.tsx';
import { GiftCardBalanceDialog } from '../components/GiftCardBalanceDialog.tsx';
import { NotesDialog } from '../components/NotesDialog.tsx';
import { RegisterCustomerDialog } from '../components/RegisterCustomerDialog.tsx';
import { UnsavedChangesScope } from '../../../ui/record/UnsavedChangesScope.tsx';

const fullName = (customer: BuildOrderCustomer) => `${customer.FirstName} ${customer.LastName}`.trim();

/** The customer search: at least 3 characters, 1000 ms after typing stops; `more` when 10 did not hold all. */
function useCustomerSearch(text: string): { options: BuildOrderCustomer[]; more: boolean; loading: boolean } {
  const [options, setOptions] = useState<BuildOrderCustomer[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const search = text.trim();
    if (search.length < CUSTOMER_SEARCH_MIN_LENGTH) {
      setOptions([]);
      setMore(false);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      call(buildOrderSearchRoute, { query: { search }, signal: controller.signal }).then(
        (result) => {
          setOptions(result.Items);
          setMore(result.More);
          setLoading(false);
        },
        () => {
          if (!controller.signal.aborted) setLoading(false);
        },
      );
    }, CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return { options, more, loading };
}

/** The options' paper with a last line saying that more customers match than are shown. */
function PaperWithMoreHint({ children, ...props }: PaperProps) {
  return (
    <Paper {...props}>
      {children}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        // Not an option: a click on it keeps the list open rather than choosing anything.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {T.moreResults}
      </Typography>
    </Paper>
  );
}

/**
 * Build Order (spec 1 §2, §4; AREAS B.15): find or register the customer, then shop the storefront in the
 * frame on their behalf with a short-lived impersonation token.
 */
export function BuildOrderPage() {
  const toast = useToast();
  const frame = useRef<HTMLIFrameElement>(null);
  const [customer, setCustomer] = useState<BuildOrderCustomer | null>(null);
  const token = useRef<string | null>(null);
  const [text, setText] = useState('');
  const { options, more, loading } = useCustomerSearch(text);
  const [pending, setPending] = useState<BuildOrderCustomer | null>(null);
  const [dialog, setDialog] = useState<'info' | 'notes' | 'register' | 'giftcard' | null>(null);

  /** Tells the storefront frame (on its own origin only). */
  const tellStorefront = useCallback((message: ConsoleMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  const sendState = useCallback(
    (current: BuildOrderCustomer | null) => {
      if (current && token.current) {
        tellStorefront({ type: 'console:impersonate', token: token.current, customer: current });
      } else tellStorefront({ type: 'console:anonymous' });
    },
    [tellStorefront],
  );

  const orderFor = async (chosen: BuildOrderCustomer) => {
    try {
      const issued = await call(startImpersonationRoute, { body: { CustomerID: chosen.ID } });
      token.current = issued.access_token;
      setCustomer(issued.Customer);
      sendState(issued.Customer);
    } catch {
      toast.error(T.tokenFailed);
    }
  };

  const stopSession = useCallback(async () => {
    token.current = null;
    setCustomer(null);
    tellStorefront({ type: 'console:anonymous' });
    await call(stopImpersonationRoute).catch(() => undefined);
  }, [tellStorefront]);

  // Storefront → console: ready (send the state), logged in (sets the customer), logged out (clears it).
  const customerRef = useRef(customer);
  customerRef.current = customer;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = acceptMessage(event, {
        origin: window.location.origin,
        source: frame.current?.contentWindow ?? undefined,
        schema: storefrontMessageSchema,
      });
      if (!message || !frame.current?.contentWindow) return;
      if (message.type === 'storefront:ready') sendState(customerRef.current);
      else if (message.type === 'storefront:logged-in') {
        if (customerRef.current?.ID !== message.customer.ID) setCustomer(message.customer);
      } else if (customerRef.current) void stopSession();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [sendState, stopSession]);

  // The scope makes leaving ask while Register Customer holds typed input.
  return (
    <UnsavedChangesScope>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography variant="h6" component="h1" data-testid="ordering-for">
              {T.orderingFor(customer ? fullName(customer) : T.guest)}
            </Typography>
            {customer && (
              <>
                <Tooltip title={T.customerInfo}>
                  <IconButton aria-label={T.customerInfo} onClick={() => setDialog('info')}>
                    <InfoOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={T.notes}>
                  <IconButton aria-label={T.notes} onClick={() => setDialog('notes')}>
                    <StickyNote2OutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Button variant="outlined" onClick={() => void stopSession()}>
                  {T.stopSession}
                </Button>
              </>
            )}
            <Autocomplete<BuildOrderCustomer>
              sx={{ flex: 1, minWidth: 200 }}
              options={options}
              loading={loading}
              filterOptions={(all) => all}
              getOptionLabel={(option) => fullName(option)}
              isOptionEqualToValue={(option, value) => option.ID === value.ID}
              value={null}
              inputValue={text}
              onInputChange={(_event, value, reason) => {
                if (reason !== 'reset') setText(value);
              }}
              onChange={(_event, value) => {
                if (value) setPending(value);
              }}
              noOptionsText={
                text.trim().length < CUSTOMER_SEARCH_MIN_LENGTH ? T.searchPlaceholder : T.noResults
              }
              renderOption={(props, option) => {
                const { key, ...rest } = props as typeof props & { key: string };
                return (
                  <li key={key} {...rest}>
                    <Box>
                      <Typography variant="body2">{fullName(option)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {option.Email.toLowerCase()} · {option.ID}
                      </Typography>
                    </Box>
                  </li>
                );
              }}
              slots={{ paper: more ? PaperWithMoreHint : Paper }}
              renderInput={(params) => (
                <TextField {...params} size="small" label={T.searchLabel} placeholder={T.searchPlaceholder} />
              )}
            />
            <Button variant="outlined" onClick={() => setDialog('register')}>
              {T.register}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('giftcard')}>
              {T.giftCardTitle}
            </Button>
          </Stack>
        </Paper>
        <Box
          component="iframe"
          ref={frame}
          title={T.storefrontTitle}
          src={STOREFRONT_PATH}
          data-storefront="true"
          sx={{ flex: 1, minHeight: 560, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Dialog open={pending !== null} onClose={() => setPending(null)}>
          <DialogTitle>{T.confirmTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {pending ? T.confirmMessage(fullName(pending), pending.Email) : ''}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPending(null)}>{T.cancel}</Button>
            <Button
              variant="contained"
              onClick={() => {
                const chosen = pending;
                setPending(null);
                setText('');
                if (chosen) void orderFor(chosen);
              }}
            >
              {T.confirm}
            </Button>
          </DialogActions>
        </Dialog>
        {customer && dialog === 'info' && (
          <CustomerInfoDialog customerId={customer.ID} onClose={() => setDialog(null)} />
        )}
        {customer && dialog === 'notes' && (
          <NotesDialog customerId={customer.ID} onClose={() => setDialog(null)} />
        )}
        <RegisterCustomerDialog open={dialog === 'register'} onClose={() => setDialog(null)} />
        <GiftCardBalanceDialog open={dialog === 'giftcard'} onClose={() => setDialog(null)} />
      </Stack>
    </UnsavedChangesScope>
  );
}
