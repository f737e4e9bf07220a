// The reply templates' queries: the templates page's list and changes, and the templates a lead's WhatsApp button
// offers. The rules a template is held to are src/lib/inbox/reply-templates.ts's, checked before these run.
import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppLocale } from '@/i18n/locales';
import { REPLY_TEMPLATE_LIMITS, type ReplyTemplateInput, type ReplyTemplateOption, type ReplyTemplateView } from '@/lib/inbox/reply-templates';
import type { Database } from '@/server/db/client';
import { replyTemplates } from '@/server/db/schema';

const templateIdSchema = z.uuid();

/** A template id as a form carries it, or undefined for anything that is not one (never sent to the database). */
export function toTemplateId(value: string): string | undefined {
  const parsed = templateIdSchema.safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}

const VIEW_COLUMNS = { id: replyTemplates.id, locale: replyTemplates.locale, title: replyTemplates.title, text: replyTemplates.text };

/** Every template, each language's in the order they were added (the templates page). */
export async function listReplyTemplates(db: Database): Promise<ReplyTemplateView[]> {
  return db.select(VIEW_COLUMNS).from(replyTemplates).orderBy(asc(replyTemplates.locale), asc(replyTemplates.createdAt), asc(replyTemplates.id));
}

/** The templates the WhatsApp button offers on a lead in `locale` (the lead's language), in the order they were added. */
export async function templatesFor(db: Database, locale: AppLocale): Promise<ReplyTemplateOption[]> {
  return db
    .select({ id: replyTemplates.id, title: replyTemplates.title })
    .from(replyTemplates)
    .where(eq(replyTemplates.locale, locale))
    .orderBy(asc(replyTemplates.createdAt), asc(replyTemplates.id));
}

/** One template, or undefined when there is none with this id (deleted since the page was shown). */
export async function findReplyTemplate(db: Database, id: string): Promise<ReplyTemplateView | undefined> {
  const [row] = await db.select(VIEW_COLUMNS).from(replyTemplates).where(eq(replyTemplates.id, id));
  return row;
}

/** Adds a template unless its language has REPLY_TEMPLATE_LIMITS.perLanguage already. */
export async function addReplyTemplate(db: Database, locale: AppLocale, template: ReplyTemplateInput): Promise<'done' | 'tooMany'> {
  return db.transaction(async (tx) => {
    // Adds one at a time (the lock conflicts with itself, not with reads), so two admins adding the tenth at once
    // cannot both pass the count.
    await tx.execute(sql`lock table ${replyTemplates} in share row exclusive mode`);
    const [held] = await tx.select({ count: count() }).from(replyTemplates).where(eq(replyTemplates.locale, locale));
    if ((held?.count ?? 0) >= REPLY_TEMPLATE_LIMITS.perLanguage) return 'tooMany';
    await tx.insert(replyTemplates).values({ locale, title: template.title, text: template.text });
    return 'done';
  });
}

/** Changes a template's title and text (its language stays). */
export async function editReplyTemplate(db: Database, id: string, template: ReplyTemplateInput): Promise<'done' | 'unknown'> {
  const changed = await db
    .update(replyTemplates)
    .set({ title: template.title, text: template.text, updatedAt: sql`now()` })
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  return changed.length > 0 ? 'done' : 'unknown';
}

/** Deletes a template; the contact attempts made with it keep its title in their events. */
export async function deleteReplyTemplate(db: Database, id: string): Promise<'done' | 'unknown'> {
  const deleted = await db.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id });
  return deleted.length > 0 ? 'done' : 'unknown';
}
