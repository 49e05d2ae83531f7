import PDFDocument from 'pdfkit';

/** Each PDF is drawn once per process; a failed drawing is tried again next time. */
const drawn = new Map<string, Promise<Buffer>>();
function cached(name: string, draw: () => Promise<Buffer>) {
  let made = drawn.get(name);
  if (!made) {
    made = draw().catch((err) => {
      drawn.delete(name);
      throw err;
    });
    drawn.set(name, made);
  }
  return made;
}

/**
 * A filled-in example of a resale certificate (California's form asks for these), so a customer
 * sees what to send, in PDF's own Helvetica: the text is all Latin.
 */
export function sampleCertificatePdf(brand: string): Promise<Buffer> {
  return cached(`certificate:${brand}`, () => drawSample(brand));
}

function drawSample(brand: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    info: { Title: 'Sample resale certificate', Author: brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1d3557').text('SAMPLE - Resale Certificate');
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#6b7280')
    .text('An example only. Fill in your own state form (in California: CDTFA-230) and upload it.');
  doc.moveDown(1.2);

  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1d3557').text(label);
    doc.font('Helvetica').fontSize(11).fillColor('#111111').text(value);
    doc.moveDown(0.6);
  };
  field('Seller (from whom the property is bought)', `${brand}`);
  field("Purchaser's name", 'Example Prints LLC');
  field("Purchaser's address", '123 Main St, Suite 4, Los Angeles, CA 90001');
  field("Purchaser's seller's permit number", '123-456789');
  field('Type of business', 'Retailer of custom printed drinkware and gifts');
  field(
    'Description of property to be purchased for resale',
    'Printed mugs, tumblers, bottles and other products, resold in the regular course of business.',
  );
  doc.moveDown(0.4);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#111111')
    .text(
      "I certify that I hold the seller's permit named above, that I am engaged in the business of selling " +
        'the property described, and that it is purchased for resale in the regular course of business.',
      { align: 'left' },
    );
  doc.moveDown(1.5);
  field('Name and title of purchaser', 'Jane Doe, Owner');
  field('Signature', 'Jane Doe');
  field('Date', 'January 15, 2025');
  doc.end();
  return done;
}

/** The blank credit terms application a company fills in, signs and uploads. */
export function termsApplicationPdf(brand: string): Promise<Buffer> {
  return cached(`application:${brand}`, () => drawApplication(brand));
}

function drawApplication(brand: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    info: { Title: `${brand} credit terms application`, Author: brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 120;

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1d3557').text(`${brand} Credit Terms Application`);
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#374151')
    .text(
      'Fill in every field, sign, and upload this form (PDF or a photo) from Billing > Credit Terms. ' +
        'Our finance team replies within 2-3 business days.',
    );
  doc.moveDown(1);
  const line = (label: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1d3557').text(label);
    const y = doc.y + 16;
    doc
      .moveTo(60, y)
      .lineTo(60 + width, y)
      .lineWidth(0.7)
      .stroke('#9ca3af');
    doc.y = y + 8;
  };
  const section = (title: string) => {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#e63946').text(title);
    doc.moveDown(0.3);
  };
  section('Company');
  for (const l of [
    'Legal company name',
    'Address',
    'Phone and email',
    "Seller's permit or tax ID",
    'Years in business',
  ])
    line(l);
  section('Credit requested');
  for (const l of ['Monthly purchases expected (USD)', 'Credit limit requested (USD)']) line(l);
  section('References');
  for (const l of [
    'Bank name, account contact and phone',
    'Trade reference 1 (name, phone)',
    'Trade reference 2 (name, phone)',
  ])
    line(l);
  section('Signature');
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#374151')
    .text(
      `I certify that the information above is true and authorise ${brand} to check the references given. ` +
        'Invoices for orders paid by terms are due when issued and are paid by card from Billing.',
    );
  doc.moveDown(0.5);
  for (const l of ['Name and title', 'Signature and date']) line(l);
  doc.end();
  return done;
}
