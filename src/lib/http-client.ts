import { httpClientConfig as config } from './http-client-config';

/**
 * The one HTTP client for browser-side calls. Every response is a JSON envelope
 * `{ success, msg, data?, errors? }`; anything else is a failure.
 */
type ApiEnvelope<T = unknown> = {
  success: boolean;
  msg?: string;
  data?: T;
  errors?: Record<string, string>;
};

/** A rejected call: `status` is null when the request never got an answer (offline, DNS, abort). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: ApiEnvelope | null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Spinners shorter than this flicker; every call settles no sooner. */
export const MIN_SETTLE_DELAY_MS = 200;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

async function readEnvelope(response: Response): Promise<ApiEnvelope | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    throw new HttpError(error instanceof Error ? error.message : 'Error', null, null);
  }

  const envelope = await readEnvelope(response);
  if (response.status >= 400) {
    config.onHttpFailure(response.status);
    throw new HttpError(envelope?.msg || `HTTP ${response.status}`, response.status, envelope);
  }
  if (!envelope) throw new HttpError('Error', response.status, null);
  if (!envelope.success) throw new HttpError(envelope.msg || 'Error', response.status, envelope);
  return envelope as ApiEnvelope<T>;
}

/** Calls the API and settles (resolves or rejects) no sooner than MIN_SETTLE_DELAY_MS. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const [result] = await Promise.allSettled([send<T>(path, options), wait(MIN_SETTLE_DELAY_MS)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
