/**
 * The http client's settings, apart from the client itself: the contact island, its only caller, sets them when it
 * hydrates (the base URL from the build's API_BASE_URL, which it receives as a prop).
 */
type HttpClientConfig = {
  baseUrl: string;
  /** Called on every HTTP 4xx/5xx answer, e.g. to show the danger toast "fail". */
  onHttpFailure: (status: number) => void;
};

export const httpClientConfig: HttpClientConfig = {
  baseUrl: '',
  onHttpFailure: () => {},
};

/** Set once by the client provider that owns the toasts. */
export function configureHttpClient(overrides: Partial<HttpClientConfig>): void {
  Object.assign(httpClientConfig, overrides);
}
