import { APIError } from 'better-auth/api';
import type { SetPasswordError } from '@/lib/inbox/account-form-errors';
import { formText } from '@/server/http/form-text';
import { getAuth, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth';
import { isSetPasswordToken } from './set-password-links';

export type SetPasswordOutcome = { kind: 'set' } | { kind: 'refused'; error: SetPasswordError; token: string };

/** Sets the password of the person a one-time link names (the library checks and uses up the token). */
export async function setPasswordWithForm(form: FormData): Promise<SetPasswordOutcome> {
  const token = formText(form, 'token', 200);
  if (!isSetPasswordToken(token)) return { kind: 'refused', error: 'expired', token: '' };
  const password = formText(form, 'password');
  if (password.length < MIN_PASSWORD_LENGTH) return { kind: 'refused', error: 'tooShort', token };
  if (password.length > MAX_PASSWORD_LENGTH) return { kind: 'refused', error: 'tooLong', token };
  if (password !== formText(form, 'repeat')) return { kind: 'refused', error: 'mismatch', token };
  try {
    await (await getAuth()).api.resetPassword({ body: { newPassword: password, token } });
    return { kind: 'set' };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) return { kind: 'refused', error: 'expired', token };
    throw error;
  }
}
