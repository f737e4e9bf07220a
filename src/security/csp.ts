/**
 * The Content-Security-Policy of every answer that carries no inline script or style of its own (files, the API's
 * JSON), and the source of the directives the pages' header adds to the policy in their `<meta>`
 * (src/server/http/answer-headers.ts). `scriptHashes` allows exactly those inline scripts; `formDestinations` are where
 * a form's post may lead besides this site (its redirects count).
 */
export function buildContentSecurityPolicy(scriptHashes: ReadonlyArray<string>, formDestinations: ReadonlyArray<string> = []): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    // React sets style attributes at runtime; styles cannot run code, so inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'", ...formDestinations]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
