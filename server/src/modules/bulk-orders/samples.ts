import ExcelJS from 'exceljs';
import Papa from 'papaparse';

let made: Promise<Buffer> | null = null;

/**
 * The sample Excel file: the sample CSV's rows in a worksheet 'Orders', every cell text (a zip
 * code such as 02134 keeps its zero). Drawn once per process.
 */
export function sampleOrdersXlsx(sampleCsv: string): Promise<Buffer> {
  made ??= draw(sampleCsv).catch((err) => {
    made = null;
    throw err;
  });
  return made;
}

async function draw(sampleCsv: string): Promise<Buffer> {
  const rows = Papa.parse<string[]>(sampleCsv.trim(), { skipEmptyLines: true }).data;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const r of rows) sheet.addRow(r);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 16;
    c.numFmt = '@';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
