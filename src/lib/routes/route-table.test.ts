import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js/min';
import { REPLY_TEMPLATE_LIMITS } from '@/lib/inbox/reply-templates';
import { ROUTING_LIMITS, WEEKDAYS } from '@/lib/routing/routing-vocabulary';
import { routeFor } from './route-table';

describe('routeFor', () => {
  it('gives each path that takes a body its limit, and every other path none', () => {
    // In KiB, by path: each path is asked for, and its answer is the figure beside it.
    const expected: Record<string, number> = {
      '/api/contact': 16,
      '/api/people': 8,
      '/api/leads/restore': 64,
      '/api/outbox/retry': 1,
      '/inbox/sign-in': 8,
      '/inbox/set-password': 8,
      '/inbox/people': 4,
      '/inbox/sign-out': 1,
      '/inbox/sign-out-everywhere': 1,
      '/inbox/export.csv': 4,
      '/inbox/lead/abc': 16,
      '/inbox/lead/abc/reach': 1,
      '/inbox/templates': 8,
      '/inbox/report': 0,
      '/inbox/report.csv': 0,
      '/api/auth/sign-in/email': 1,
      '/inbox': 0,
      '/inbox/rows': 0,
      '/inbox/events': 0,
      '/en': 0,
      '/': 0,
      '/api/health': 0,
      '/_astro/a.js': 0,
      '/inbox/lead/a/b': 0,
      '/inbox/push/subscriptions': 4,
      '/inbox/push/test': 4,
      '/inbox/push/key': 0,
      '/inbox/availability': 4,
      '/api/routing': 64,
      '/inbox/teams': 16,
    };
    const limits = Object.fromEntries(Object.keys(expected).map((path) => [path, routeFor(path).maxBodyBytes / 1024]));
    expect(limits).toEqual(expected);
  });

  it('fits a lead note of 1,000 Chinese characters, posted urlencoded as a browser does, within the lead page limit', () => {
    const body = new URLSearchParams({ action: 'status', status: 'contacted', note: '货'.repeat(1_000) }).toString();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(routeFor('/inbox/lead/abc').maxBodyBytes);
    const password = '密'.repeat(256);
    const setPassword = new URLSearchParams({ token: 'x'.repeat(64), password, repeat: password }).toString();
    expect(Buffer.byteLength(setPassword)).toBeLessThanOrEqual(routeFor('/inbox/set-password').maxBodyBytes);
    const template = new URLSearchParams({
      action: 'edit',
      id: crypto.randomUUID(),
      title: '模'.repeat(REPLY_TEMPLATE_LIMITS.titleLength),
      text: '您'.repeat(REPLY_TEMPLATE_LIMITS.textLength),
    }).toString();
    expect(Buffer.byteLength(template)).toBeLessThanOrEqual(routeFor('/inbox/templates').maxBodyBytes);
    const reach = new URLSearchParams({ via: 'whatsapp', template: crypto.randomUUID() }).toString();
    expect(Buffer.byteLength(reach)).toBeLessThanOrEqual(routeFor('/inbox/lead/abc/reach').maxBodyBytes);
    expect(routeFor('/inbox/lead/abc/reach').methods).toEqual(['POST']);
    // Available or Away from a list searched for 100 Chinese characters: the page's own query, urlencoded again.
    const list = `/inbox?${new URLSearchParams({ folder: 'contacted', q: '货'.repeat(100), country: 'KE', from: '2026-01-01', to: '2026-12-31', mine: '1' })}`;
    const availability = new URLSearchParams({ status: 'available', return: list }).toString();
    expect(Buffer.byteLength(availability)).toBeLessThanOrEqual(routeFor('/inbox/availability').maxBodyBytes);
    expect(routeFor('/api/routing').methods).toEqual(['GET', 'HEAD', 'PUT']);
    // A team named in 60 Chinese characters, serving every country of the contact form, with 100 members and every day's hours.
    const team = new URLSearchParams([
      ['action', 'save-team'],
      ['original', '队'.repeat(ROUTING_LIMITS.nameLength)],
      ['name', '队'.repeat(ROUTING_LIMITS.nameLength)],
      ['timeZone', 'America/Argentina/ComodRivadavia'],
      ...getCountries().map((code) => ['countries', code]),
      ['countries', '*'],
      ...Array.from({ length: ROUTING_LIMITS.members }, (_, index) => ['members', `a.rather.long.name.${index}@sales.example.com`]),
      ...WEEKDAYS.flatMap((day) => [
        [`${day}-start`, '08:00'],
        [`${day}-end`, '18:00'],
      ]),
    ]).toString();
    expect(Buffer.byteLength(team)).toBeLessThanOrEqual(routeFor('/inbox/teams').maxBodyBytes);
  });

  it('names who words the refusals and which answers are private, and reads a trailing slash as the page', () => {
    expect(routeFor('/inbox/sign-in/').maxBodyBytes).toBe(8 * 1024);
    expect(routeFor('/inbox/nope')).toMatchObject({ area: 'inbox-page', isPrivate: true });
    expect(routeFor('/api/contact')).toMatchObject({ area: 'public-api', isPrivate: false, wordsOwnRefusals: true });
    expect(routeFor('/inbox/push/subscriptions')).toMatchObject({ area: 'inbox-api', methods: ['POST', 'DELETE'] });
    expect(routeFor('/api/nope')).toMatchObject({ area: 'public-api', methods: ['GET', 'HEAD'] });
    expect(routeFor('/api')).toMatchObject({ area: 'public-api' });
    expect(routeFor('/api/leads')).toMatchObject({ area: 'operator-api', isPrivate: false });
    expect(routeFor('/zh_cn/privacy')).toMatchObject({ area: 'public-page', pattern: '/[lang]/privacy' });
    expect(routeFor('/_astro/a.js')).toMatchObject({ area: 'public-page', isPrivate: false });
    // The live list's data and events, and a device's notifications: the routes the inbox's scripts call.
    const scriptRoutes = ['/inbox/rows', '/inbox/events', '/inbox/push/subscriptions', '/inbox/push/test', '/inbox/push/key'];
    expect(scriptRoutes.map((path) => routeFor(path).area)).toEqual(scriptRoutes.map(() => 'inbox-api'));
  });
});
