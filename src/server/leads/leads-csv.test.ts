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
  it('leaves plain text alone', () => {
    expect(toCsvCell('Ada Obi')).toBe('Ada Obi');
    expect(toCsvCell('')).toBe('');
    expect(toCsvCell('尼日利亚 客户')).toBe('尼日利亚 客户');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(toCsvCell('a,b')).toBe('"a,b"');
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(toCsvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(toCsvCell('+2348031234567')).toBe("'+2348031234567");
    expect(toCsvCell('-1+1')).toBe("'-1+1");
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvCell('\t=1')).toBe('"\'\t=1"');
    expect(toCsvCell('a=1')).toBe('a=1');
  });

  it('quotes every cell holding a separator a spreadsheet may split on', () => {
    expect(toCsvCell('x;=1+1')).toBe('"x;=1+1"');
    expect(toCsvCell('a\tb')).toBe('"a\tb"');
    expect(toCsvCell('a;b')).toBe('"a;b"');
  });

  it('neutralises formulas hidden behind leading whitespace, controls and invisible characters', () => {
    expect(toCsvCell('\u200b=1+1')).toBe("'\u200b=1+1");
    expect(toCsvCell(' =1+1')).toBe("' =1+1");
    expect(toCsvCell('\ufeff\u202e@SUM(A1)')).toBe("'\ufeff\u202e@SUM(A1)");
    expect(toCsvCell('\u00a0\u3000+1')).toBe("'\u00a0\u3000+1");
    expect(toCsvCell('\n=1')).toBe('"\'\n=1"');
    expect(toCsvCell('\r\n-1')).toBe('"\'\r\n-1"');
    expect(toCsvCell('\uff1d1+1')).toBe("'\uff1d1+1");
    expect(toCsvCell('\u200bplain')).toBe('\u200bplain');
  });
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
