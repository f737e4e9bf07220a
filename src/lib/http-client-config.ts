/**
 * The http client's settings, apart from the client itself: the layout sets them at start-up,
 * while the client (only the lazy contact form calls it) stays out of the first-load JavaScript.
 */
type HttpClientConfig = {
  baseUrl: string;
  /** Called on every HTTP 4xx/5xx answer, e.g. to show the danger toast "fail". */
  onHttpFailure: (status: number) => void;
};

export const httpClientConfig: HttpClientConfig = {
  baseUrl: process.env.NEXT_PUBLIC_API_BASE_URL ?? '',
  onHttpFailure: () => {},
};

/** Set once by the client provider that owns the toasts. */
export function configureHttpClient(overrides: Partial<HttpClientConfig>): void {
  Object.assign(httpClientConfig, overrides);
}
