import {
  acceptMessage,
  addDaysIso,
  consoleMessageSchema,
  formatMoney,
  SEARCH_RULE_TEXT,
  SHIPPING_METHOD_LABELS,
  STOREFRONT_ADDRESS_TYPES,
  STOREFRONT_TEXTS as T,
  type BuildOrderCustomer,
  type CartItem,
  type DeliveryChoice,
  type Quote,
  type StorefrontMessage,
  type StorefrontProductDetail,
} from '@commerce/domain';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { storeApi, StoreError } from './api.ts';
import { BrowsePage } from './BrowsePage.tsx';

/*
 * The lean storefront: browse and search, a product page, a cart and checkout. Framed by Build Order, it
 * takes the impersonation token from the console (messages from the console's origin only) and tells the
 * console when a customer signs in or out.
 */

interface CartLine extends CartItem {
  Name: string;
  Price: number;
}

const CART_KEY = 'storefront-cart';
const readCart = (): CartLine[] => {
  try {
    const value = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as CartLine[]) : [];
  } catch {
    return [];
  }
};

/** Tells the console (the parent frame, on this origin only) what happened. */
function tellConsole(message: StorefrontMessage) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

function useHashRoute(): string {
  const [hash, setHash] = useState(window.location.hash.slice(1) || '/');
  useEffect(() => {
    const onChange = () => setHash(window.location.hash.slice(1) || '/');
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}
const go = (path: string) => {
  window.location.hash = path;
};

export function App() {
  const route = useHashRoute();
  const [token, setToken] = useState<string | null>(null);
  const [customer, setCustomer] = useState<BuildOrderCustomer | null>(null);
  const [cart, setCart] = useState<CartLine[]>(readCart);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => localStorage.setItem(CART_KEY, JSON.stringify(cart)), [cart]);

  const signOut = useCallback((tell: boolean) => {
    setToken(null);
    setCustomer(null);
    if (tell) tellConsole({ type: 'storefront:logged-out' });
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = acceptMessage(event, {
        origin: window.location.origin,
        source: window.parent,
        schema: consoleMessageSchema,
      });
      if (!message) return;
      if (message.type === 'console:impersonate') {
        storeApi<BuildOrderCustomer>('/me', { token: message.token }).then(
          (me) => {
            setToken(message.token);
            setCustomer(me);
            setNotice(null);
            tellConsole({ type: 'storefront:logged-in', customer: me });
          },
          () => setNotice(T.sessionEnded),
        );
      } else if (message.type === 'console:anonymous') {
        signOut(false);
      } else {
        signOut(true);
      }
    };
    window.addEventListener('message', onMessage);
    tellConsole({ type: 'storefront:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, [signOut]);

  useEffect(() => {
    if (route === '/logout') {
      signOut(true);
      go('/');
    }
  }, [route, signOut]);

  const addToCart = (line: CartLine) => {
    setCart((lines) => {
      const found = lines.find((entry) => entry.SKU === line.SKU);
      return found
        ? lines.map((entry) =>
            entry.SKU === line.SKU
              ? { ...entry, Quantity: Math.min(99, entry.Quantity + line.Quantity) }
              : entry,
          )
        : [...lines, line];
    });
    setNotice(T.added);
  };

  const count = cart.reduce((total, line) => total + line.Quantity, 0);
  const [path, query = ''] = route.split('?');
  const segments = (path ?? '/').split('/').filter(Boolean);

  return (
    <div className="shop">
      <header className="bar">
        <a href="#/" className="brand">
          {T.shopName}
        </a>
        <form
          className="search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const text = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
            // A new search keeps the chosen department and order.
            const next = new URLSearchParams(query);
            if (text) next.set('q', text);
            else next.delete('q');
            go(next.size ? `/?${next}` : '/');
          }}
        >
          <input
            key={query}
            type="search"
            name="q"
            aria-label={T.search}
            placeholder={T.search}
            // How it matches, without a line of its own in the shop's bar.
            title={SEARCH_RULE_TEXT}
            defaultValue={new URLSearchParams(query).get('q') ?? ''}
          />
          <button type="submit">Search</button>
        </form>
        <span className="who" data-testid="storefront-customer">
          {customer ? `${customer.FirstName} ${customer.LastName}` : T.guest}
        </span>
        {customer && (
          <button type="button" onClick={() => signOut(true)}>
            {T.signOut}
          </button>
        )}
        <a href="#/cart" className="cart-link">
          {T.cart} ({count})
        </a>
      </header>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <main>
        {segments[0] === 'product' && segments[1] ? (
          <ProductPage code={decodeURIComponent(segments[1])} onAdd={addToCart} />
        ) : segments[0] === 'cart' ? (
          <CartPage cart={cart} setCart={setCart} />
        ) : segments[0] === 'checkout' ? (
          <CheckoutPage
            cart={cart}
            token={token}
            customer={customer}
            onPlaced={(orderId) => {
              setCart([]);
              go(`/done/${orderId}`);
            }}
          />
        ) : segments[0] === 'done' && segments[1] ? (
          <section>
            <h1>{T.thankYou(segments[1])}</h1>
            <a href="#/">Continue shopping</a>
          </section>
        ) : (
          <BrowsePage params={new URLSearchParams(query)} onChange={(next) => go(next ? `/?${next}` : '/')} />
        )}
      </main>
    </div>
  );
}

function ProductPage({ code, onAdd }: { code: string; onAdd: (line: CartLine) => void }) {
  const [detail, setDetail] = useState<StorefrontProductDetail | null | 'missing'>(null);
  const [sku, setSku] = useState('');
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    storeApi<StorefrontProductDetail>(`/products/${encodeURIComponent(code)}`).then(
      (value) => {
        setDetail(value);
        setSku(value.Skus.find((entry) => entry.Available)?.ID ?? '');
      },
      () => setDetail('missing'),
    );
  }, [code]);
  if (detail === null) return <p>Loading…</p>;
  if (detail === 'missing') return <p>{T.noProducts}</p>;
  const chosen = detail.Skus.find((entry) => entry.ID === sku);
  return (
    <section className="product">
      {detail.Image ? <img src={detail.Image} alt={detail.Name} /> : <div className="noimage" />}
      <div>
        <h1>{detail.Name}</h1>
        {detail.Description && <p>{detail.Description}</p>}
        <fieldset>
          <legend>Options</legend>
          {detail.Skus.map((entry) => (
            <label key={entry.ID} className="option">
              <input
                type="radio"
                name="sku"
                value={entry.ID}
                checked={sku === entry.ID}
                disabled={!entry.Available}
                onChange={() => setSku(entry.ID)}
              />
              {entry.Name} — {formatMoney(entry.Price)}
              {!entry.Available && ' (out of stock)'}
            </label>
          ))}
        </fieldset>
        <h2>Delivery options</h2>
        <ul>
          {detail.Delivery.map((option) => (
            <li key={option.Method}>
              {SHIPPING_METHOD_LABELS[option.Method as keyof typeof SHIPPING_METHOD_LABELS] ?? option.Method}
              {option.LeadDays > 0 ? ` (order ${option.LeadDays} days ahead)` : ''}
            </li>
          ))}
        </ul>
        <label>
          Quantity{' '}
          <input
            type="number"
            min={1}
            max={99}
            value={quantity}
            onChange={(event) => setQuantity(Math.max(1, Math.min(99, Number(event.target.value) || 1)))}
          />
        </label>{' '}
        <button
          type="button"
          className="primary"
          disabled={!chosen}
          onClick={() =>
            chosen && onAdd({ SKU: chosen.ID, Quantity: quantity, Name: chosen.Name, Price: chosen.Price })
          }
        >
          {T.addToCart}
        </button>
      </div>
    </section>
  );
}

function CartPage({ cart, setCart }: { cart: CartLine[]; setCart: (lines: CartLine[]) => void }) {
  if (cart.length === 0) return <p>{T.emptyCart}</p>;
  return (
    <section>
      <h1>{T.cart}</h1>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th>Price</th>
            <th>Quantity</th>
            <th>Total</th>
            <th>
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.map((line) => (
            <tr key={line.SKU}>
              <td>{line.Name}</td>
              <td>{formatMoney(line.Price)}</td>
              <td>
                <input
                  type="number"
                  min={1}
                  max={99}
                  aria-label={`Quantity of ${line.Name}`}
                  value={line.Quantity}
                  onChange={(event) =>
                    setCart(
                      cart.map((entry) =>
                        entry.SKU === line.SKU
                          ? { ...entry, Quantity: Math.max(1, Math.min(99, Number(event.target.value) || 1)) }
                          : entry,
                      ),
                    )
                  }
                />
              </td>
              <td>{formatMoney(line.Price * line.Quantity)}</td>
              <td>
                <button type="button" onClick={() => setCart(cart.filter((entry) => entry.SKU !== line.SKU))}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <a className="button primary" href="#/checkout">
        {T.checkout}
      </a>
    </section>
  );
}

const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

function CheckoutPage({
  cart,
  token,
  customer,
  onPlaced,
}: {
  cart: CartLine[];
  token: string | null;
  customer: BuildOrderCustomer | null;
  onPlaced: (orderId: string) => void;
}) {
  const [delivery, setDelivery] = useState<DeliveryChoice>({
    Method: 'LocalDelivery',
    Date: addDaysIso(todayIso(), 1),
    Slot: null,
    AddressType: 'Residence',
    Zip: '55416',
  });
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const items = useMemo(() => cart.map(({ SKU, Quantity }) => ({ SKU, Quantity })), [cart]);

  useEffect(() => {
    if (items.length === 0 || !/^\d{5}$/.test(delivery.Zip)) return;
    let live = true;
    storeApi<Quote>('/quote', { method: 'POST', body: { Items: items, Delivery: delivery } }).then(
      (value) => {
        if (!live) return;
        setQuote(value);
        // The chosen method's earliest date (its lead days), when an earlier one is chosen.
        const method = value.Methods.find((option) => option.Method === delivery.Method);
        const earliest = method ? addDaysIso(todayIso(), method.LeadDays) : null;
        if (earliest && delivery.Date < earliest) {
          setDelivery((current) => ({ ...current, Date: earliest }));
          return;
        }
        if (value.Methods.length > 0 && !method) {
          setDelivery((current) => ({
            ...current,
            Method: value.Methods[0]!.Method as DeliveryChoice['Method'],
          }));
          return;
        }
        // The first offered slot, when the chosen one is not offered on this date.
        if (delivery.Method === 'LocalDelivery' && !value.Slots.some((slot) => slot.Name === delivery.Slot)) {
          const first = value.Slots[0]?.Name ?? null;
          if (first !== delivery.Slot) setDelivery((current) => ({ ...current, Slot: first }));
        }
      },
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [items, delivery]);

  if (cart.length === 0) return <p>{T.emptyCart}</p>;
  if (!customer || !token) return <p role="alert">{T.needsCustomer}</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => form.get(name)?.toString().trim() ?? '';
    setError(null);
    setPlacing(true);
    try {
      const placed = await storeApi<{ OrderID: string }>('/orders', {
        method: 'POST',
        token,
        body: {
          Items: items,
          Delivery: delivery,
          ShipTo: {
            FirstName: text('firstName'),
            LastName: text('lastName'),
            CompanyName: text('company') || null,
            Street1: text('street'),
            City: text('city'),
            State: text('state').toUpperCase(),
            Phone: text('phone') || null,
          },
          CardMessage: text('cardMessage') || null,
          Card: { Number: text('cardNumber'), Expiry: text('expiry'), HolderName: text('holder') },
        },
      });
      onPlaced(placed.OrderID);
    } catch (failure) {
      setError(failure instanceof StoreError ? failure.message : String(failure));
    } finally {
      setPlacing(false);
    }
  };

  const set = (patch: Partial<DeliveryChoice>) => setDelivery((current) => ({ ...current, ...patch }));
  return (
    <form className="checkout" onSubmit={submit}>
      <h1>{T.checkout}</h1>
      <fieldset>
        <legend>Delivery</legend>
        <label>
          Method
          <select
            value={delivery.Method}
            onChange={(event) => set({ Method: event.target.value as DeliveryChoice['Method'] })}
          >
            {(quote?.Methods ?? [{ Method: delivery.Method, LeadDays: 0 }]).map((option) => (
              <option key={option.Method} value={option.Method}>
                {SHIPPING_METHOD_LABELS[option.Method as keyof typeof SHIPPING_METHOD_LABELS] ??
                  option.Method}
              </option>
            ))}
          </select>
        </label>
        <label>
          Date
          <input
            type="date"
            value={delivery.Date}
            onChange={(event) => set({ Date: event.target.value })}
            required
          />
        </label>
        {delivery.Method === 'LocalDelivery' && (
          <>
            <label>
              Time
              <select
                value={delivery.Slot ?? ''}
                onChange={(event) => set({ Slot: event.target.value || null })}
              >
                {(quote?.Slots ?? []).map((slot) => (
                  <option key={slot.Name} value={slot.Name}>
                    {slot.Name} ({slot.TimeSlot})
                    {Number(slot.Surcharge) > 0 ? ` +${formatMoney(slot.Surcharge)}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Destination
              <select
                value={delivery.AddressType}
                onChange={(event) =>
                  set({ AddressType: event.target.value as DeliveryChoice['AddressType'] })
                }
              >
                {STOREFRONT_ADDRESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>Recipient</legend>
        <label>
          First name <input name="firstName" required defaultValue={customer.FirstName} />
        </label>
        <label>
          Last name <input name="lastName" required defaultValue={customer.LastName} />
        </label>
        <label>
          Company <input name="company" />
        </label>
        <label>
          Street <input name="street" required />
        </label>
        <label>
          City <input name="city" required defaultValue="Minneapolis" />
        </label>
        <label>
          State <input name="state" required maxLength={2} defaultValue="MN" />
        </label>
        <label>
          ZIP
          <input
            name="zip"
            required
            inputMode="numeric"
            maxLength={5}
            value={delivery.Zip}
            onChange={(event) => set({ Zip: event.target.value.replace(/\D/g, '').slice(0, 5) })}
          />
        </label>
        <label>
          Phone <input name="phone" />
        </label>
        <label>
          Card message <textarea name="cardMessage" maxLength={200} />
        </label>
      </fieldset>
      <fieldset>
        <legend>Payment (card)</legend>
        <label>
          Name on card{' '}
          <input name="holder" required defaultValue={`${customer.FirstName} ${customer.LastName}`} />
        </label>
        <label>
          Card number <input name="cardNumber" required inputMode="numeric" autoComplete="off" />
        </label>
        <label>
          Expiry (MM/YY) <input name="expiry" required placeholder="MM/YY" autoComplete="off" />
        </label>
      </fieldset>
      {quote && (
        <dl className="totals" aria-label="Order total">
          <dt>Items</dt>
          <dd>{formatMoney(quote.Subtotal)}</dd>
          {quote.Charges.map((charge) => (
            <div key={charge.Label} className="row">
              <dt>{charge.Label}</dt>
              <dd>{formatMoney(charge.Amount)}</dd>
            </div>
          ))}
          <dt>Tax</dt>
          <dd>{formatMoney(quote.Tax)}</dd>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatMoney(quote.Total)}</dd>
        </dl>
      )}
      {quote && quote.Problems.length > 0 && (
        <ul className="problems" role="alert">
          {quote.Problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="problems" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={placing || !quote || quote.Problems.length > 0}>
        {T.placeOrder}
      </button>
    </form>
  );
}
