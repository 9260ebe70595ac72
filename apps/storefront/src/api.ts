import { CSRF_HEADER } from '@commerce/domain';

/** An API failure with the server's message. */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls /api/storefront/…; the customer's calls carry the impersonation token. */
export async function storeApi<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string | null } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.method === 'POST') headers[CSRF_HEADER] = '1';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`/api/storefront${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'omit',
  });
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const errors = (data as { Errors?: { Message?: string }[] } | null)?.Errors;
    throw new StoreError(response.status, errors?.[0]?.Message ?? `Request failed (${response.status}).`);
  }
  return data as T;
}
