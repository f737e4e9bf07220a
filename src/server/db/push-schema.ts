// The devices that get the inbox's notifications. Relative imports: drizzle-kit resolves no path aliases.
import { index, pgTable, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { locales, type AppLocale } from '../../i18n/locales';
import { personIdColumn } from './auth-schema';
import { isOneOf } from './is-one-of';

/**
 * A device on which a person turned notifications on: the browser's push subscription (its endpoint on a push service
 * and the keys a push is encrypted to), in the language the person's inbox had then. Goes with the person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: personIdColumn(),
    locale: text('locale').$type<AppLocale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId), check('push_subscriptions_locale_check', isOneOf(table.locale, locales))],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
