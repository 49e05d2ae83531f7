/**
 * What other features and app/ may use of auth: the sign-in pages' frame and form alert, which the
 * email-change confirmation reuses. They import the folder only from here.
 */
export { AuthLayout } from './AuthLayout';
export { FormAlert } from './FormAlert';
