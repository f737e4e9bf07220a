// The routing's people-side tables: teams, their members and each person's availability (the lead-side table,
// lead_routing, is in ./schema.ts beside the leads). No `server-only` import: drizzle-kit loads this file.
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Relative, not `@/`: drizzle-kit resolves no path aliases.
import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../lib/inbox/vocabulary';
import type { WeeklyHours } from '../../lib/routing/routing-vocabulary';
import { authUsers, personIdColumn } from './auth-schema';
import { isOneOf } from './is-one-of';

/**
 * The routing's teams, in the admin's order (`position`), read and replaced as one document (GET and PUT /api/routing,
 * src/server/routing/routing-store.ts): a team is known by its name, so saving the document keeps a team whose name
 * stays, with its leads. `hours` as the document writes them (null: always open).
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  name: text('name').notNull().unique('teams_name_unique'),
  countries: text('countries').array().notNull(),
  languages: text('languages').array().notNull(),
  timeZone: text('time_zone').notNull(),
  hours: jsonb('hours').$type<WeeklyHours>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team's members, people of the inbox (one person may be in several teams), in the document's order. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: personIdColumn(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ name: 'team_members_pk', columns: [table.teamId, table.userId] }), index('team_members_user_idx').on(table.userId)],
);

/** Each person's Available or Away, the same on every device and sign-in; no row: available (DEFAULT_AVAILABILITY). */
export const personAvailability = pgTable(
  'person_availability',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text('status').$type<AvailabilityStatus>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('person_availability_status_check', isOneOf(table.status, AVAILABILITY_STATUSES))],
);
