import { describe, expect, it } from 'vitest';
import { toCsvCell, toLeadsCsv, type ExportRecord } from './leads-csv';

const record: ExportRecord = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  created_at: '2026-11-22T10:00:00.000Z',
  locale: 'en',
  name: 'Ada Obi',
  country: 'NG',
  mobile: '+2348031234567',
  message: 'Hello',
  status: 'contacted',
  spam_reason: '',
  assignee: '王芳',
  last_note: 'Called back',
};

/** A minimal RFC 4180 reader, to prove the output round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('toCsvCell', () => {
  /** Each behaviour with its cases: a cell as given, and as the CSV writes it. */
  const behaviours: Record<string, Array<[given: string, written: string]>> = {
    'leaves plain text alone': [
      ['Ada Obi', 'Ada Obi'],
      ['', ''],
      ['尼日利亚 客户', '尼日利亚 客户'],
    ],
    'quotes commas, quotes and line breaks, doubling inner quotes': [
      ['a,b', '"a,b"'],
      ['say "hi"', '"say ""hi"""'],
      ['line1\nline2', '"line1\nline2"'],
      ['line1\r\nline2', '"line1\r\nline2"'],
    ],
    'neutralises cells a spreadsheet would run as formulas': [
      ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
      ['+2348031234567', "'+2348031234567"],
      ['-1+1', "'-1+1"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\t=1', '"\'\t=1"'],
      ['a=1', 'a=1'],
    ],
    'quotes every cell holding a separator a spreadsheet may split on': [
      ['x;=1+1', '"x;=1+1"'],
      ['a\tb', '"a\tb"'],
      ['a;b', '"a;b"'],
    ],
    'neutralises formulas hidden behind leading whitespace, controls and invisible characters': [
      ['\u200b=1+1', "'\u200b=1+1"],
      [' =1+1', "' =1+1"],
      ['\ufeff\u202e@SUM(A1)', "'\ufeff\u202e@SUM(A1)"],
      ['\u00a0\u3000+1', "'\u00a0\u3000+1"],
      ['\n=1', '"\'\n=1"'],
      ['\r\n-1', '"\'\r\n-1"'],
      ['\uff1d1+1', "'\uff1d1+1"],
      ['\u200bplain', '\u200bplain'],
    ],
  };

  for (const [behaviour, cases] of Object.entries(behaviours)) {
    it(behaviour, () => {
      for (const [given, written] of cases) expect(toCsvCell(given), JSON.stringify(given)).toBe(written);
    });
  }
});

describe('toLeadsCsv', () => {
  it('writes the exact header and CRLF lines', () => {
    expect(toLeadsCsv([])).toBe('id,created_at,locale,name,country,mobile,message,status,spam_reason,assignee,last_note\r\n');
    const csv = toLeadsCsv([record]);
    expect(csv.split('\r\n')[1]).toBe(
      "7c9e6679-7425-40de-944b-e07fc1f90ae7,2026-11-22T10:00:00.000Z,en,Ada Obi,NG,'+2348031234567,Hello,contacted,,王芳,Called back",
    );
  });

  it('starts with the UTF-8 byte-order mark for a spreadsheet, and only then', () => {
    const bytes = Buffer.from(toLeadsCsv([record], { byteOrderMark: true }), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(toLeadsCsv([record]));
    expect(toLeadsCsv([record]).charCodeAt(0)).toBe('i'.charCodeAt(0));
  });

  it('guards the assignee and the last note like every other cell', () => {
    const line = toLeadsCsv([{ ...record, assignee: '@admin', last_note: '=HYPERLINK("http://x","y")' }]).split('\r\n')[1];
    expect(line?.endsWith(`,'@admin,"'=HYPERLINK(""http://x"",""y"")"`)).toBe(true);
  });

  it('round-trips awkward values through an RFC 4180 reader', () => {
    const awkward = { ...record, name: 'O"Brien, Jr.', message: 'first line\r\nsecond, "quoted"\nthird' };
    const rows = parseCsv(toLeadsCsv([awkward, record]));
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[3]).toBe('O"Brien, Jr.');
    expect(rows[1]?.[6]).toBe('first line\r\nsecond, "quoted"\nthird');
    expect(rows[2]?.[5]).toBe("'+2348031234567");
  });
});
