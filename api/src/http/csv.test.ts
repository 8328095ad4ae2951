import { csvNumber, csvRecord, csvStream, csvText, type CsvColumn } from './csv';

describe('csvText', () => {
  it('leaves plain text as it is', () => {
    expect(csvText('Eid Collection')).toBe('Eid Collection');
    expect(csvText('ঈদ কালেকশন')).toBe('ঈদ কালেকশন');
    expect(csvText('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvText('Dhaka, Bangladesh')).toBe('"Dhaka, Bangladesh"');
    expect(csvText('the "best" deal')).toBe('"the ""best"" deal"');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvText('"')).toBe('""""');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+8801712345678', "'+8801712345678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', '"\'\rcmd"'],
  ])('defuses a cell that a spreadsheet would read as a formula: %j', (text, written) => {
    expect(csvText(text)).toBe(written);
  });

  it('defuses first and then quotes the whole cell', () => {
    expect(csvText('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvText('=1,2')).toBe('"\'=1,2"');
  });

  it('defuses only a formula character at the start', () => {
    expect(csvText('a=b')).toBe('a=b');
    expect(csvText('user@example.com')).toBe('user@example.com');
    expect(csvText(' =1+1')).toBe(' =1+1');
  });
});

describe('csvNumber', () => {
  it('writes ids and amounts untouched', () => {
    expect(csvRecord([csvNumber(42), csvNumber('1500.00'), csvNumber('0.50')])).toBe(
      '42,1500.00,0.50\r\n',
    );
  });

  it('refuses anything that is not a plain number, so no formula can pass as one', () => {
    for (const text of ['-1', '1e3', '=1', '1,500.00', '৳1500', '', ' 1', 'NaN', '1.']) {
      expect(() => csvNumber(text)).toThrow(TypeError);
    }
    expect(() => csvNumber(Number.NaN)).toThrow(TypeError);
  });
});

describe('csvRecord', () => {
  it('joins cells with commas, writes null as an empty cell and ends with CRLF', () => {
    expect(csvRecord(['a', null, csvNumber(3), 'd,e'])).toBe('a,,3,"d,e"\r\n');
  });
});

describe('csvStream', () => {
  interface Row {
    id: number;
    name: string;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'csv.id', cell: (row) => csvNumber(row.id) },
    { header: 'csv.campaign', cell: (row) => row.name },
  ];

  async function text(rows: AsyncIterable<Row>, language: 'en' | 'bn' = 'en'): Promise<string> {
    let all = '';
    for await (const chunk of csvStream(columns, rows, language)) all += String(chunk);
    return all;
  }

  it('starts with the UTF-8 byte order mark, the header in the given language', async () => {
    async function* rows() {
      yield { id: 1, name: 'ঈদ কালেকশন' };
    }
    const written = await text(rows(), 'bn');
    expect(written).toBe('\uFEFFআইডি,ক্যাম্পেইন\r\n1,ঈদ কালেকশন\r\n');
    expect(Buffer.from(written, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes the header and then each row', async () => {
    async function* rows() {
      yield { id: 1, name: 'Rahim' };
      yield { id: 2, name: '=cmd, "quoted"' };
    }
    expect(await text(rows())).toBe('\uFEFFID,Campaign\r\n1,Rahim\r\n2,"\'=cmd, ""quoted"""\r\n');
  });

  it('writes only the header for no rows', async () => {
    async function* none(): AsyncGenerator<Row> {}
    expect(await text(none())).toBe('\uFEFFID,Campaign\r\n');
  });

  it('pulls rows only as the reader consumes them', async () => {
    let pulled = 0;
    async function* counted() {
      for (let id = 1; id <= 1000; id += 1) {
        pulled += 1;
        yield { id, name: 'x' };
      }
    }
    const stream = csvStream(columns, counted(), 'en');
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(pulled).toBeLessThan(100);
    stream.destroy();
  });
});
