import type { Locator, Page } from '@playwright/test';
import { pdfText } from '../server/src/test/pdf-text';
import { expect, test } from './fixtures';
import {
  call,
  cardOnFile,
  confirmed,
  money,
  readyToPay,
  savedTemplate,
  verifiedUser,
} from './ordering-steps';
import { staffMember } from './staff';
import { SUPPORT_EMAIL, uniqueEmail, WIDE, waitForMail } from './support';

// The account pages a reseller uses every month, as people use them: cards on file, credit terms
// applied for, approved by staff, used and paid back by card, the statements and the payment history;
// then the account settings, the ship-from address found on the packing slip, the resale
// certificate that takes California tax off, and the FAQ staff edit for the Support page.

test.setTimeout(400_000);
test.use({ actionTimeout: 30_000 });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: true, at: new Date().toISOString() })),
  );
});

const CHECKOUT = '/product/checkout/null&isPaid=false';
/** A PDF the signed-in page may fetch: its text as a reader sees it. */
async function pdfAt(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  return pdfText(await res.body());
}

/** Fills Add Billing Method and saves: the modal answers with the gateway's words or closes. */
async function addCard(page: Page, email: string, number: string) {
  const modal = page.getByRole('dialog', { name: 'Add Billing Method' });
  if (!(await modal.isVisible())) await page.getByRole('button', { name: 'Add Billing Method' }).click();
  await modal.getByLabel('Cardholder name').fill('Bill Ing');
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Billing address').fill('1 Market St, San Francisco, CA 94105');
  await modal.getByLabel('Card number').fill(number);
  await modal.getByLabel('Expiry (MM/YY)').fill('12/40');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: 'Save Card' }).click();
  return modal;
}

/** Uploads a file into a document drop area named by its label. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(label).setInputFiles(file);
}

/** Staff open a waiting document from the console's list and approve it (with a limit for terms). */
async function approveDocument(staff: Page, id: number, limit?: string) {
  await staff.goto('/admin/documents');
  const link = staff.locator(`a[href="/admin/documents/${id}"]`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(staff).toHaveURL(new RegExp(`/admin/documents/${id}$`));
  await staff.getByRole('button', { name: 'Approve' }).click();
  const dialog = staff.getByRole('dialog');
  if (limit !== undefined) await dialog.getByLabel('Credit limit (USD)').fill(limit);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
}

const visibleRows = (page: Page, testId: string): Locator =>
  page.getByTestId(testId).filter({ visible: true });

test('billing: two cards (a declined one first), credit terms approved, used and paid back by card, statements, payment history, legal', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page, uniqueEmail('billing'), 'Bill Ing');
  const templateId = await savedTemplate(page, 'Billing mug');

  // 1. Billing Methods: a declined test number is refused and leaves nothing behind.
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText('No billing methods yet. Add a card to pay for orders.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Billing Method' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Billing Method' });
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal.getByText('Cardholder name is required')).toBeVisible();
  await expect(modal.getByText('Email is required')).toBeVisible();
  await expect(modal.getByText('Billing address is required')).toBeVisible();
  // The backdrop and Escape keep a half-typed card.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await addCard(page, email, '4000 0000 0000 0002');
  await expect(modal.getByText('Your card was declined.')).toBeVisible();
  await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await modal.getByRole('button', { name: 'Save Card' }).click();
  await expect(modal).toBeHidden();
  await addCard(page, email, '5555 5555 5555 4444');
  await expect(modal).toBeHidden();
  const cards = page.getByTestId('card-on-file');
  await expect(cards).toHaveCount(2);
  expect((await call(page, 'GET', '/api/billing/cards')).cards).toHaveLength(2);
  await expect(page.getByRole('checkbox', { name: 'Default: Visa ending in 4242' })).toBeChecked();
  // The second becomes the default once the server says so; exactly one stays checked.
  await page.getByRole('checkbox', { name: 'Default: Mastercard ending in 4444' }).click();
  await expect(page.getByRole('checkbox', { name: 'Default: Mastercard ending in 4444' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Default: Visa ending in 4242' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove card' });
  await expect(confirm.getByText('Are you sure you want to delete this card?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('4444');
  await expect(page.getByText('Visa ending in 4242 was removed.')).toBeVisible();

  // The dashboard's checklist counts the card.
  await page.goto('/dashboard/default');
  await expect(page.getByLabel('Add a payment method, completed')).toBeVisible();
  await page.goto('/dashboard/billing');

  // 2. Credit terms: apply with the application, a file that is no PDF refused first.
  await page.getByRole('tab', { name: 'Credit Terms' }).click();
  await expect(page).toHaveURL(/\?tab=terms$/);
  await expect(page.getByTestId('terms-status')).toContainText('Apply for credit terms');
  await expect(page.getByTestId('term-orders-empty')).toBeVisible();
  const label = 'Upload your completed terms application';
  await upload(page, label, {
    name: 'terms.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'PDF, PNG or JPG' })).toBeVisible();
  const application = await page.request.get('/api/documents/samples/terms-application.pdf');
  expect(application.headers()['content-type']).toBe('application/pdf');
  await upload(page, label, {
    name: 'terms.pdf',
    mimeType: 'application/pdf',
    buffer: await application.body(),
  });
  await expect(page.getByTestId('uploaded-terms_application')).toHaveText('Success!');
  await expect(page.getByTestId('terms-status')).toContainText('Under Review');

  // Staff approve a $500.00 limit in the console; the customer is mailed the outcome.
  const staff = await staffMember(browser, 'admin', 'Ada Admin');
  const { termsApplication } = await call(page, 'GET', '/api/documents');
  await staff.goto('/admin/documents');
  await staff.goto(`/admin/documents/${termsApplication.id}`);
  await expect(staff.getByText('Bill Ing').first()).toBeVisible();
  await approveDocument(staff, termsApplication.id, '500');
  await waitForMail(page.request, email, /credit terms application was approved/);
  await page.reload();
  await expect(page.getByTestId('terms-status')).toContainText('Approved');
  await expect(page.getByTestId('terms-status')).toContainText('$500.00');

  // An order on terms lowers the balance …
  const total = await readyToPay(page, templateId);
  await page.goto(CHECKOUT);
  await page.getByRole('radio', { name: 'Credit Terms' }).check();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderId = await confirmed(page, /Credit Terms/);
  await page.goto('/dashboard/billing?tab=terms');
  await expect(page.getByTestId('terms-status')).toContainText(money(50_000 - total));
  await page.getByRole('checkbox', { name: `Select order ${orderId}` }).check();
  await expect(page.getByTestId('term-selection-total')).toHaveText(`Selected: 1 order · ${money(total)}`);
  // … and paying it by card (the default, ending 4444) gives it back.
  await page.getByTestId('pay-term-orders').click();
  const pay = page.getByRole('dialog', { name: 'Pay term orders' });
  await pay.getByRole('button', { name: `Pay ${money(total)}` }).dblclick();
  await expect(page.getByTestId('term-paid')).toBeVisible();
  await expect(page.getByTestId('terms-status')).toContainText('Balance available: $500.00');
  const termPayments = (await call(page, 'GET', '/api/billing/payments')).payments.filter(
    (p: { amount: number }) => p.amount === total,
  );
  expect(termPayments.length, 'the term order and its one card payment').toBe(2);

  // The order's invoice, from its page.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByRole('link', { name: /Invoice \(PDF\)/ })).toHaveAttribute(
    'href',
    `/api/invoices/${orderId}`,
  );
  const invoice = await pdfAt(page, `/api/invoices/${orderId}`);
  expect(invoice).toContain(String(orderId));
  expect(invoice).toContain(money(total));
  await page.goto('/dashboard/billing?tab=terms');

  // 3. Payment history: the card payment of the term order, with its last four.
  await page.getByRole('tab', { name: 'Payment History' }).click();
  await expect(visibleRows(page, 'payment-row').first()).toContainText('4444');
  await expect(visibleRows(page, 'payment-row').first()).toContainText(money(total));

  // 4. Statements: from the month the company was created (this one), opened as a real PDF in a
  // new tab; an earlier month has none.
  await page.getByRole('tab', { name: 'Statements' }).click();
  const months = page.getByTestId('statement-row');
  await expect(months).toHaveCount(1);
  const [tab] = await Promise.all([page.waitForEvent('popup'), months.nth(0).getByRole('link').click()]);
  await expect(tab).toHaveURL(/\/api\/statements\/0$/);
  await tab.close();
  expect((await page.request.get('/api/statements/1')).status()).toBe(404);
  const thisMonth = await pdfAt(page, '/api/statements/0');
  expect(thisMonth).toContain(String(orderId));
  expect(thisMonth).toContain(money(total));

  // 5. Legal: the terms as a PDF, made from the /terms page's text.
  await page.getByRole('tab', { name: 'Legal' }).click();
  const open = page.getByRole('link', { name: /Open the terms \(PDF\)/ });
  await expect(open).toHaveAttribute('href', '/static/terms.pdf');
  expect(await pdfAt(page, '/static/terms.pdf')).toMatch(/Terms/);
  await staff.context().close();
});

test('settings and support: account and new email, ship-from on the packing slip, resale certificate without CA tax, the FAQ staff edit', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(WIDE);
  const email = await verifiedUser(page, uniqueEmail('settings'), 'Rosa Reseller');
  const templateId = await savedTemplate(page, 'Settings mug');
  await cardOnFile(page, email);
  const staff = await staffMember(browser, 'admin', 'Sam Admin');

  // 1. Account: a blank name keeps the saved one; a new email waits for its own confirmation.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const firstName = page.getByLabel('First name');
  const saved = await firstName.inputValue();
  await firstName.fill('');
  await page.getByLabel('Phone').fill('+1 (415) 555-0100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your account has been saved.')).toBeVisible();
  await expect(firstName).toHaveValue(saved);
  const newEmail = uniqueEmail('settings-new');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false }).first()).toBeVisible();
  const mail = await waitForMail(page.request, newEmail, /email/i);
  await page.goto(new URL(mail.links.find((l) => l.includes('/confirm_new_email/'))!).pathname);
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);

  // 2. Ship-from: the messages first, then an address that the next packing slip carries.
  await page.getByRole('link', { name: /Edit ship-from address|Add a ship-from address/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/edit_address$/);
  for (const name of ['Company Name', 'First Name', 'Last Name']) await page.getByLabel(name).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Company Name is required',
    'First Name is required',
    'Last Name is required',
    'City is required',
    'Zip Code is required',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel('Company Name').fill('Żabka Gifts');
  await page.getByLabel('First Name').fill('Zoë');
  await page.getByLabel('Last Name').fill('Quill');
  await page.getByRole('textbox', { name: /^Street Address(?! 2)/ }).fill('77 Harbor Way');
  await page.getByLabel('City').fill('Oakland');
  await page.getByRole('textbox', { name: 'State' }).fill('Califor');
  await page.getByRole('option', { name: 'California' }).click();
  await page.getByLabel('Zip Code').fill('94607');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByText('Żabka Gifts')).toBeVisible();

  await readyToPay(page, templateId);
  await page.goto(CHECKOUT);
  // California tax before any certificate is approved.
  await expect(page.getByTestId('summary-tax')).not.toHaveText('$0.00');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderId = await confirmed(page, /Default Card/);
  const slip = await pdfAt(staff, `/api/admin/production/orders/${orderId}/packing-slip.pdf`);
  for (const line of ['Żabka Gifts', 'Zoë Quill', '77 Harbor Way', 'Oakland, CA 94607'])
    expect(slip).toContain(line);

  // 3. Reseller License: the sample certificate uploaded, approved by staff, and CA tax is gone.
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Reseller License' }).click();
  await expect(page).toHaveURL(/\?tab=license$/);
  const certificate = await page.request.get('/api/documents/samples/resale-certificate.pdf');
  await upload(page, 'Upload your resale certificate', {
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: await certificate.body(),
  });
  await expect(page.getByTestId('uploaded-resale_certificate')).toHaveText('Success!');
  await expect(page.getByText('We are reviewing your certificate.', { exact: false })).toBeVisible();
  const { resaleCertificate } = await call(page, 'GET', '/api/documents');
  await staff.goto(`/admin/documents/${resaleCertificate.id}`);
  await approveDocument(staff, resaleCertificate.id);
  await waitForMail(page.request, newEmail, /resale certificate was approved/);
  await page.reload();
  await expect(page.getByText('Your certificate is approved', { exact: false })).toBeVisible();
  await readyToPay(page, templateId);
  await page.goto(CHECKOUT);
  await expect(page.getByTestId('summary-tax')).toHaveText('$0.00');
  await expect(page.getByTestId('summary-tax-exempt')).toBeVisible();

  // 4. Support: staff add and then edit an entry; the customer reads it as edited.
  const question = `Can I ship to ${Date.now()} addresses at once?`;
  await staff.goto('/admin/faqs');
  await staff.getByLabel('Question').first().fill(question);
  await staff.getByLabel('Answer').first().fill('Yes, with a bulk order.');
  await staff.getByRole('button', { name: 'Add entry' }).click();
  await staff.getByRole('button', { name: `Edit: ${question}` }).click();
  const edit = staff.getByRole('dialog', { name: 'Edit FAQ entry' });
  await edit.getByLabel('Answer').fill('Yes: upload a CSV or XLSX bulk order, one row per address.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.goto('/dashboard/support');
  await expect(page.getByText(SUPPORT_EMAIL).first()).toBeVisible();
  await expect(page.getByText('Mon-Fri 8am-6pm PST', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: question }).click();
  await expect(page.getByText('Yes: upload a CSV or XLSX bulk order, one row per address.')).toBeVisible();

  // Help: guides that lead to the right screens.
  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Guides on this page' })).toBeVisible();
  await staff.context().close();
});
