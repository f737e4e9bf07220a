import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zhCn from '../../messages/zh_cn.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, childValue] of flatten(value, path)) entries.set(childPath, childValue);
  }
  return entries;
}

/** ICU argument names, e.g. `{year}` or `{count, plural, ...}` → year, count. */
function icuArguments(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten(en as Tree);
const chinese = flatten(zhCn as Tree);

describe('message files', () => {
  it('carry the same keys', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same ICU arguments for every key', () => {
    for (const [key, message] of english) {
      expect({ key, args: icuArguments(chinese.get(key) ?? '') }).toEqual({ key, args: icuArguments(message) });
    }
  });

  it('hold no empty values', () => {
    for (const [key, message] of [...english, ...chinese]) {
      expect({ key, message: message.trim().length > 0 }).toEqual({ key, message: true });
    }
  });
});
