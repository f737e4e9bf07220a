// The People page's forms (admins only): add a person, change a name or e-mail, a new set-password link, disable or
// enable.
import type { PeopleFormResult } from '@/lib/inbox/people-types';
import type { Auth } from '@/server/auth/auth';
import { addPerson, personDetailsSchema, personInputSchema, resetPerson, setPersonDetails, setPersonDisabled } from '@/server/auth/people';
import type { InboxPerson } from '@/server/auth/session';
import type { Database } from '@/server/db/client';
import { formText } from '@/server/http/form-text';

/** Longer than any e-mail or name the person schema takes: what is cut here is refused there. */
const MAX_FIELD_LENGTH = 400;
const text = (form: FormData, name: string) => formText(form, name, MAX_FIELD_LENGTH);

/** Runs the People page's posted action as `admin`. */
export async function runPeopleForm(auth: Auth, db: Database, admin: InboxPerson, form: FormData): Promise<PeopleFormResult> {
  const action = text(form, 'action');
  const email = text(form, 'email').trim().toLowerCase();
  if (action === 'add') {
    const values = { email, name: text(form, 'name'), role: text(form, 'role') };
    const parsed = personInputSchema.safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return { kind: 'error', key: field === 'name' ? 'name' : field === 'role' ? 'role' : 'email', values };
    }
    const result = await addPerson(auth, db, parsed.data);
    if (result.kind !== 'ok') return { kind: 'error', key: 'exists', values };
    return { kind: 'link', name: result.person.name, link: result.link ?? '' };
  }
  if (action === 'edit') {
    const values = { email: text(form, 'newEmail'), name: text(form, 'name') };
    const parsed = personDetailsSchema.safeParse(values);
    if (!parsed.success) return { kind: 'error', key: parsed.error.issues[0]?.path[0] === 'name' ? 'name' : 'email', values: {} };
    const result = await setPersonDetails(db, email, parsed.data);
    if (result.kind === 'exists') return { kind: 'error', key: 'exists', values: {} };
    return result.kind === 'ok' ? { kind: 'done', key: 'edited', name: result.person.name } : { kind: 'error', key: 'unknown', values: {} };
  }
  if (action === 'reset') {
    const result = await resetPerson(auth, db, email);
    return result.kind === 'ok' ? { kind: 'link', name: result.person.name, link: result.link ?? '' } : { kind: 'error', key: 'unknown', values: {} };
  }
  if (action === 'disable' || action === 'enable') {
    if (action === 'disable' && email === admin.email.toLowerCase()) return { kind: 'error', key: 'self', values: {} };
    const result = await setPersonDisabled(auth, db, email, action === 'disable');
    return result.kind === 'ok'
      ? { kind: 'done', key: action === 'disable' ? 'disabled' : 'enabled', name: result.person.name }
      : { kind: 'error', key: 'unknown', values: {} };
  }
  return { kind: 'error', key: 'unknown', values: {} };
}
