import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import type { TestClient } from '../../test/app';

/** Files for the bulk order tests: what a customer might upload, good and bad. */

export const HEADER =
  'po,first_name,last_name,street_address,street_address_2,city,state,zip_code,country,shipping_option,sku,quantity,artwork_url,template_id';

/** A row of the CSV, with the sample's Los Angeles address unless told otherwise. */
export function csvRow(o: {
  po: string;
  sku?: string;
  quantity?: string | number;
  artworkUrl?: string;
  templateId?: string | number;
  firstName?: string;
  city?: string;
  zip?: string;
  shipping?: string;
  country?: string;
}) {
  return [
    o.po,
    o.firstName ?? 'Jane',
    'Doe',
    '123 Main St',
    'Suite 4',
    o.city ?? 'Los Angeles',
    'CA',
    o.zip ?? '90001',
    o.country ?? 'United States',
    o.shipping ?? 'Standard',
    o.sku ?? '',
    String(o.quantity ?? 1),
    o.artworkUrl ?? '',
    String(o.templateId ?? ''),
  ].join(',');
}

export const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\r\n'));

/** An XLSX of the given rows (arrays of cells, or formula cells) as exceljs writes it. */
export async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One entry of a test zip, and the ways a hostile file makes its two headers disagree. */
export interface TestZipEntry {
  name: string;
  /** What it unpacks to; or `packed`, deflated data made elsewhere, with its `size`. */
  data?: Buffer;
  packed?: Buffer;
  size?: number;
  /** The uncompressed size written in both headers instead of the real one (a bomb lies). */
  declare?: number;
  /** Written as a local entry only, missing from the central directory. */
  hidden?: boolean;
  /** The name the local header gives, when it is not the directory's. */
  localName?: string;
  /** Sizes after the data, in a data descriptor (flag bit 3), zero in the local header. */
  descriptor?: boolean;
  /** The local header's sizes as 0xffffffff, with a zip64 extra field declaring `declare`. */
  zip64?: boolean;
}

/**
 * A zip of the given entries, deflated, as a zip writer lays it out: local entries, then the
 * central directory and its end record. The entry options make it say different things in its
 * local headers and its directory, as a hostile file does.
 */
export function zip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const localName = Buffer.from(e.localName ?? e.name);
    const packed = e.packed ?? zlib.deflateRawSync(e.data ?? Buffer.alloc(0));
    const size = e.declare ?? e.size ?? e.data?.length ?? 0;
    const flags = e.descriptor ? 0x08 : 0;
    const extra = Buffer.alloc(e.zip64 ? 20 : 0);
    if (e.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(packed.length), 12);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(e.zip64 ? 45 : 20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    if (e.zip64) {
      local.writeUInt32LE(0xffffffff, 18);
      local.writeUInt32LE(0xffffffff, 22);
    } else if (!e.descriptor) {
      local.writeUInt32LE(packed.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(localName.length, 26);
    local.writeUInt16LE(extra.length, 28);
    const descriptor = Buffer.alloc(e.descriptor ? 16 : 0);
    if (e.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(size, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, extra, packed, descriptor);
    if (!e.hidden) {
      centrals.push(central, name);
      listed += 1;
    }
    offset += 30 + localName.length + extra.length + packed.length + descriptor.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/**
 * Deflated shared strings (valid XML, one tiny string after another) of at least `bytes`, made
 * without ever holding them: each piece is deflated once and repeated as blocks of one stream.
 */
export function hugeSharedStrings(bytes: number): { packed: Buffer; size: number } {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
  );
  const unit = Buffer.from('<si><t>x</t></si>'.repeat(61_681)); // about 1 MB
  const tail = Buffer.from('</sst>');
  const times = Math.ceil(bytes / unit.length);
  const piece = (b: Buffer) => zlib.deflateRawSync(b, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const repeated = piece(unit);
  return {
    // An empty final block ends the stream.
    packed: Buffer.concat([piece(head), ...Array(times).fill(repeated), piece(tail), Buffer.from([3, 0])]),
    size: head.length + times * unit.length + tail.length,
  };
}

/**
 * The entries of a real workbook (exceljs's) as test zip entries, to add hostile ones to: the
 * file stays a valid XLSX by its directory.
 */
export function entriesOf(file: Buffer): TestZipEntry[] {
  return Object.entries(unzipSync(file)).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}

/** An 'XLSX' whose sheet unpacks to `bytes` of zeros while saying it is small. */
export const xlsxBomb = (bytes: number) =>
  zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(bytes), declare: 1000 },
  ]);

/** Uploads a file as the CSV orders page does: the part 'file' and the payment choice. */
export function uploadOrders(
  c: TestClient,
  file: { value: Buffer; filename?: string; contentType?: string } | null,
  payment: string | null = 'default_card',
) {
  return c.post('/api/bulk-orders', undefined, {
    multipart: [
      ...(payment === null ? [] : [{ name: 'payment', value: payment }]),
      ...(file
        ? [
            {
              name: 'file',
              value: file.value,
              filename: file.filename ?? 'orders.csv',
              contentType: file.contentType ?? 'text/csv',
            },
          ]
        : []),
    ],
  });
}
