import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { BULK_MSG } from './messages';
import { openOrderFile, parseOrderFile, readHeader } from './parse';
import { csv, csvRow, entriesOf, HEADER, hugeSharedStrings, xlsx, xlsxBomb, zip } from './test-files';
import { unzipWithinLimit, zipDirectory } from './zip';

/** The AppError a call throws (sync or async), or fails the test. */
async function errorOf(fn: () => unknown): Promise<AppError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

/** What the file is taken for by its content. */
const fileFormat = (bytes: Buffer) => openOrderFile(bytes).format;
/** The file opened and read, as the job does. */
const read = (bytes: Buffer, maxRows?: number) => parseOrderFile(openOrderFile(bytes), maxRows);

describe('reading an order file', () => {
  it('reads a CSV by its content, rows numbered as a spreadsheet shows them, blank lines skipped', async () => {
    const bytes = csv(csvRow({ po: 'A1', sku: '21101' }), '', csvRow({ po: 'A2', templateId: 7 }));
    expect(fileFormat(bytes)).toBe('csv');
    const parsed = await read(bytes);
    expect(parsed.header).toEqual(HEADER.split(','));
    expect(parsed.rows.map((r) => [r.line, r.cells[0]])).toEqual([
      [2, 'A1'],
      [4, 'A2'],
    ]);
  });

  it('keeps quoted commas and line breaks inside a cell', async () => {
    const bytes = Buffer.from(
      `${HEADER}\r\nA1,"Doe, Jane",x,"1 Main St\nBack door",,LA,CA,90001,US,Standard,1,1,u,\r\n`,
    );
    const { rows } = await read(bytes);
    expect(rows[0]!.cells[1]).toBe('Doe, Jane');
    expect(rows[0]!.cells[3]).toBe('1 Main St\nBack door');
  });

  it('drops a UTF-8 BOM, and reads Latin-1 (Excel on Windows) and UTF-16 text', async () => {
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv(csvRow({ po: 'A1', firstName: 'José' })),
    ]);
    const fromBom = await read(bom);
    expect(fromBom.header[0]).toBe('po');
    expect(fromBom.rows[0]!.cells[1]).toBe('José');

    const latin1 = Buffer.from(csv(csvRow({ po: 'A1', firstName: 'José' })).toString(), 'utf8');
    const asLatin1 = Buffer.from(latin1.toString('utf8'), 'latin1');
    expect((await read(asLatin1)).rows[0]!.cells[1]).toBe('José');

    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(csv(csvRow({ po: 'B', firstName: 'Zoë' })).toString(), 'utf16le'),
    ]);
    expect(fileFormat(utf16)).toBe('csv');
    expect((await read(utf16)).rows[0]!.cells[1]).toBe('Zoë');
  });

  it('refuses what is neither CSV nor XLSX with the file-type message, whatever its name', async () => {
    for (const bytes of [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('%PDF-1.4\n\u0000\u0001binary'),
      zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]),
      Buffer.from('PK\u0003\u0004 not really a zip'),
    ]) {
      const err = await errorOf(() => fileFormat(bytes));
      expect([err.statusCode, err.message]).toEqual([415, BULK_MSG.fileType]);
    }
  });

  it('refuses a file of more rows than the limit, clearly, without reading on', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => csvRow({ po: `P${i}`, templateId: 1 }));
    const err = await errorOf(() => read(csv(...rows), 10));
    expect([err.statusCode, err.message]).toEqual([400, BULK_MSG.tooManyRows(10)]);
    expect(BULK_MSG.tooManyRows(10_000)).toBe(
      'This file has more than 10,000 rows. Please split it into smaller files.',
    );
    expect((await read(csv(...rows.slice(1)), 10)).rows).toHaveLength(10);

    const sheet = await xlsx([HEADER.split(','), ...rows.map((r) => r.split(','))]);
    const xErr = await errorOf(() => read(sheet, 10));
    expect(xErr.message).toBe(BULK_MSG.tooManyRows(10));
  });

  it('refuses a file with a header and no rows', async () => {
    expect((await errorOf(() => read(csv()))).message).toBe(BULK_MSG.empty);
  });

  it('reads an XLSX: numbers and dates as text, a formula by its saved value', async () => {
    const bytes = await xlsx([
      HEADER.split(','),
      [
        'A1',
        'Jane',
        'Doe',
        '1 Main St',
        '',
        'LA',
        'CA',
        90001,
        'US',
        'Standard',
        21101,
        { formula: '1+1', result: 2 },
        '/media/a.png',
      ],
    ]);
    expect(fileFormat(bytes)).toBe('xlsx');
    expect(await readHeader(openOrderFile(bytes))).toEqual(HEADER.split(','));
    const { rows } = await read(bytes);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.line).toBe(2);
    expect(rows[0]!.cells.slice(7, 13)).toEqual(['90001', 'US', 'Standard', '21101', '2', '/media/a.png']);
  });

  it('refuses a formula saved without its value, naming the row', async () => {
    const bytes = await xlsx([
      HEADER.split(','),
      [
        'A1',
        'Jane',
        'Doe',
        '1 Main St',
        '',
        'LA',
        'CA',
        '90001',
        'US',
        'Standard',
        '21101',
        { formula: 'B2*3' },
        'u',
      ],
    ]);
    const err = await errorOf(() => read(bytes));
    expect([err.statusCode, err.message]).toEqual([400, BULK_MSG.formula(2)]);
  });

  it('refuses a zip bomb by what it really unpacks to, not what it declares', async () => {
    const bomb = xlsxBomb(101 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const err = await errorOf(() => fileFormat(bomb));
    expect([err.statusCode, err.message]).toEqual([413, BULK_MSG.zipBomb]);

    const small = zip([{ name: 'a', data: Buffer.alloc(5000) }]);
    const keepAll = () => true;
    expect(() => unzipWithinLimit(small, zipDirectory(small)!, keepAll, 4000)).toThrow(BULK_MSG.zipBomb);
    expect(unzipWithinLimit(small, zipDirectory(small)!, keepAll, 6000).get('a')).toEqual(Buffer.alloc(5000));
  });

  it('reads a CSV header alone for the upload check', async () => {
    expect(await readHeader(openOrderFile(Buffer.from('\r\npo,sku\r\nA,1\r\n')))).toEqual(['po', 'sku']);
  });

  describe('an XLSX whose zip tells its reader something else than its directory', async () => {
    const row = csvRow({ po: 'A1', templateId: 1 }).split(',');
    const workbook = entriesOf(await xlsx([HEADER.split(','), row]));
    const gigabyte = hugeSharedStrings(1024 * 1024 * 1024);
    const sst = (data: string) => ({ name: 'xl/sharedStrings.xml', data: Buffer.from(data) });
    const cases: Array<[string, Buffer]> = [
      // What a streaming reader meets first: shared strings of 1 GB the directory never mentions.
      [
        'a local entry missing from the directory',
        zip([{ ...gigabyte, name: 'xl/sharedStrings.xml', hidden: true }, ...workbook]),
      ],
      [
        'a local entry hidden at the end',
        zip([...workbook, { ...gigabyte, name: 'xl/sharedStrings.xml', hidden: true }]),
      ],
      ['an entry named twice', zip([...workbook, sst('<sst/>')])],
      [
        'a local header naming another entry than the directory',
        zip([
          ...workbook,
          { name: 'docProps/custom.xml', localName: 'xl/sharedStrings.xml', data: Buffer.from('<sst/>') },
        ]),
      ],
      [
        'a data descriptor declaring less than the data unpacks to',
        zip([...workbook, { ...gigabyte, name: 'docProps/custom.xml', descriptor: true, declare: 1000 }]),
      ],
      [
        'zip64 sizes in a local header',
        zip([...workbook, { ...gigabyte, name: 'docProps/custom.xml', zip64: true, declare: 1000 }]),
      ],
      [
        'another local entry inside an entry, after its deflated data',
        zip([
          ...workbook,
          {
            name: 'docProps/custom.xml',
            packed: Buffer.concat([
              zlib.deflateRawSync(Buffer.from('<x/>')),
              zip([{ ...gigabyte, name: 'xl/sharedStrings.xml' }]),
            ]),
            size: 4,
            descriptor: true,
          },
        ]),
      ],
      [
        'a directory declaring more than the limit',
        zip([...workbook, { ...gigabyte, name: 'docProps/custom.xml' }]),
      ],
    ];
    it.each(cases)('refuses %s as a bomb (413), reading none of it', async (_label, bytes) => {
      expect(bytes.length).toBeLessThan(10 * 1024 * 1024);
      const err = await errorOf(() => openOrderFile(bytes));
      expect([err.statusCode, err.message]).toEqual([413, BULK_MSG.zipBomb]);
    });

    it('reads a workbook whose entries keep their sizes in data descriptors', async () => {
      const file = openOrderFile(zip(workbook.map((e) => ({ ...e, descriptor: true }))));
      expect(await readHeader(file)).toEqual(HEADER.split(','));
      expect((await parseOrderFile(file)).rows.map((r) => r.cells)).toEqual([row]);
    });

    it('hands the reader only the entries checked, so another sheet-like name is never read', async () => {
      // exceljs takes any path containing xl/worksheets/sheetN.xml for a sheet; this one would be first.
      const decoy = { name: 'x/xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') };
      const { rows } = await parseOrderFile(openOrderFile(zip([decoy, ...workbook])));
      expect(rows.map((r) => r.cells)).toEqual([row]);
    });
  });
});
