import { describe, expect, it } from 'vitest';
import { findLeadTeam, leadLanguageOf } from './team-match';

const chinese = { name: 'Chinese desk', countries: ['KE', 'NG'], languages: ['zh_cn'] };
const kenya = { name: 'Kenya', countries: ['KE', 'UG'], languages: [] };
const rest = { name: 'Everyone else', countries: ['*'], languages: [] };
const teams = [chinese, kenya, rest];

describe('findLeadTeam', () => {
  it('takes the first team in order whose countries and languages include the lead’s', () => {
    expect(findLeadTeam(teams, { country: 'KE', language: 'zh_cn' })).toBe(chinese);
    expect(findLeadTeam(teams, { country: 'KE', language: 'en' })).toBe(kenya);
    expect(findLeadTeam(teams, { country: 'UG', language: 'zh_cn' })).toBe(kenya);
  });

  it('gives `*` every country no other team names', () => {
    expect(findLeadTeam(teams, { country: 'TZ', language: 'en' })).toBe(rest);
    // Nigeria is named (by the Chinese desk, for Chinese only): an English lead from Nigeria matches no team.
    expect(findLeadTeam(teams, { country: 'NG', language: 'en' })).toBeUndefined();
  });

  it('matches nothing without teams', () => {
    expect(findLeadTeam([], { country: 'KE', language: 'en' })).toBeUndefined();
  });
});

describe('leadLanguageOf', () => {
  it('names a stored locale as the URL does', () => {
    expect(leadLanguageOf('zh-CN')).toBe('zh_cn');
    expect(leadLanguageOf('en')).toBe('en');
    expect(leadLanguageOf('fr')).toBe('en');
  });
});
