// The Settings pages' texts, kept apart from the schemas so a page that shows only these (the
// confirm-new-email page is public) does not pull zod into its bundle.
import { MSG } from '../messages';

/**
 * The ship-from form's texts. A required field's message is '<its label> is required', so every
 * field's reads the same way.
 */
export const SHIP_FROM_MSG = {
  companyName: 'Company Name is required',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  street1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  zip: 'Zip Code is required',
  usState: 'Please choose a US state.',
  usZip: 'Please enter a 5-digit ZIP code (or ZIP+4).',
  street2: 'Street Address 2 must be text.',
  form: 'Please fill in the ship-from address.',
  intro:
    "By default, shipping labels and packing slips show PressRun's address. Fill in this form to customize 'Ship From' with your own.",
  saved: 'Your ship-from address has been saved.',
} as const;

/** The account form's texts (Settings, Account). */
export const ACCOUNT_MSG = {
  email: MSG.forgotEmailInvalid,
  emailTaken: MSG.emailTaken,
  phone: 'Please enter a phone number of up to 32 digits, spaces and + ( ) -.',
  notText: 'Please fill in the account form with text.',
  saved: 'Your account has been saved.',
  checkNewEmail: (email: string) =>
    `We sent a link to ${email}. Your email address changes once you open it.`,
  waiting: (email: string) => `Waiting for you to confirm ${email}`,
  resent: (email: string) => `We sent a new link to ${email}.`,
  noPendingEmail: 'There is no new email address waiting to be confirmed.',
  cancelled: 'The email change has been cancelled.',
  confirming: 'Confirming your new email address .... Please do not close the page',
  confirmed: (email: string) => `Your email address is now ${email}.`,
  confirmFailed: 'This link is invalid or has expired. Please change your email address again from Settings.',
} as const;
