/**
 * The accounts capability's public face: app.ts and other modules import from here only, never
 * from its routes or repo.
 */

/**
 * The user's own account settings (name, phone, a change of email) read and write users and
 * user_tokens, which are auth's: the settings module calls these.
 */
export * as accountSettings from './account-settings';
/** Who acts for a company in a call without a session (the public API: a key's maker, else the first user). */
export { actingUser } from './acting-user';
/** Billing keeps the company's gateway customer and takes turns on the company's row through these. */
export { cardCustomerOf, keepCardCustomerRef, lockCompany } from './card-customer';
/** Staff deciding a resale certificate set the company's exemption through this (documents). */
export { setResaleCertificateApproved } from './company';
export { LiveSessions } from './live-sessions';
/** Users as staff's production console names an order's placer. */
export * as productionUsersReadModel from './production-read-model';
export { authModule } from './routes';
export { companyTerms, loadUser } from './service';
/** Companies as staff's companies console lists and finds them (with the owner's email and the terms). */
export * as staffCompaniesReadModel from './staff-companies-read';
/** The staff command grants and takes away staff roles through these. */
export { setStaffRole, userForStaffRole } from './staff-role';
/** Companies and users as statements and invoices name them (the statement's contact, the invoice's addressee). */
export * as statementCompaniesReadModel from './statement-read-model';
/**
 * Users and companies as other capabilities name them (read only): an order's placer, a mail's
 * addressee, the company and the user on staff's claim, document and request pages.
 */
export * as usersReadModel from './users-read';
export { loadOrderer, type Orderer, ordererOf, requireVerifiedEmail } from './verified';
