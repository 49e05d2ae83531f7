/**
 * How the app writes dates and amounts, in one place so every page writing the same thing writes
 * it the same way. US English throughout: the portal's prices and addresses are American.
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
const mediumDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** '11/05/2025': the day an order was placed or paid, in lists and tables. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** 'Nov 5, 2025': the day a document was handed in or a term order falls due. */
export const formatDateMedium = (iso: string) => mediumDateFormat.format(new Date(iso));
/** 'Nov 5, 2025, 3:04 PM': when something happened to an order. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as people read them: $1,234.56. */
export const money = (cents: number) => dollars.format(cents / 100);
