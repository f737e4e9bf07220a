// What the inbox's two doors refuse with: the server's actions (src/server/auth/sign-in-action.ts,
// set-password-action.ts) answer these keys, and the forms say them (InboxSignIn.errors, InboxSetPassword.errors).

export type SignInError = 'invalid' | 'missing' | 'tooMany' | 'disabled' | 'unavailable';

export type SetPasswordError = 'tooShort' | 'tooLong' | 'mismatch' | 'expired';

/** Whether a set-password link works, as its page finds it on opening (src/server/auth/set-password-links.ts). */
export type SetPasswordLinkState = 'usable' | 'expired' | 'gone';
