/**
 * The one way the SPA talks to /api (docs/product.md §7): credentials included, JSON in and out, and any non-OK
 * response raised as an Error whose message is '{status}: {body text}' (or the status text if empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

/** The default data loader: GET the first element of the query key; optionally a 401 means "no data". */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The server's own words from an error raised above: the JSON body's `message` (or `error`), else our default.
 * A body that is not our JSON (a proxy's HTML "Bad Gateway", a platform page) is never shown to a person.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown; error?: unknown };
    const words = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : '';
    return words.trim() || fallback;
  } catch {
    return fallback;
  }
}
