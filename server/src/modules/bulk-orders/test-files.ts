import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
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

/**
 * A zip of the given entries, deflated; `declare` overrides the uncompressed size written in the
 * headers (a bomb lies about it).
 */
export function zip(entries: Array<{ name: string; data: Buffer; declare?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = zlib.deflateRawSync(e.data);
    const size = e.declare ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
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
