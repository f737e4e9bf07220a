import { APIError } from 'better-auth/api';
import type { SetPasswordError } from '@/components/inbox/set-password-form';
import { getAuth, MIN_PASSWORD_LENGTH } from './auth';

export type SetPasswordOutcome = { kind: 'set' } | { kind: 'refused'; error: SetPasswordError; token: string };

const MAX_PASSWORD_LENGTH = 256;

/** Sets the password of the person a one-time link names (the library checks and uses up the token). */
export async function setPasswordWithForm(form: FormData): Promise<SetPasswordOutcome> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const token = text('token').slice(0, 200);
  const password = text('password');
  if (password.length < MIN_PASSWORD_LENGTH) return { kind: 'refused', error: 'tooShort', token };
  if (password.length > MAX_PASSWORD_LENGTH) return { kind: 'refused', error: 'tooLong', token };
  if (password !== text('repeat')) return { kind: 'refused', error: 'mismatch', token };
  try {
    await (await getAuth()).api.resetPassword({ body: { newPassword: password, token } });
    return { kind: 'set' };
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) return { kind: 'refused', error: 'expired', token };
    throw error;
  }
}
