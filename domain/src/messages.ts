// User-visible texts, word for word as the pages show them (obvious spelling mistakes fixed).
// Forms and API both read them from here so the two can never disagree.
export const MSG = {
  // register / login / forgot / reset
  emailRequired: 'Please enter your email address.',
  nameRequired: 'Please enter your name or company name.',
  passwordRequired: 'Please enter a secure password.',
  passwordMin: 'Password must be at least 6 characters',
  passwordsMustMatch: 'Passwords must match.',
  loginPasswordRequired: 'Please enter your password.',
  forgotEmailInvalid: 'Please enter a valid email address.',
  resetPasswordRequired: 'Password is required',
  resetConfirmRequired: 'Confirm Password is required.',
  maxLength: 'Must be at most 256 characters.',
  emailTaken: 'Email has already been taken',
  networkErrorSignup: 'Network Error. Please try again later',
  loginFailed: 'Login failed. Email and/or password are invalid.',
  somethingWrong: 'Something went wrong. Please try again later.',
  forgotSuccess: 'Please check your registered email for further instructions to reset your password.',
  forgotIntro: "We'll email you a password reset link.",
  resetSuccess:
    'Your account password has been safely reset. You will be redirected to login in a few seconds...',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  verifying: 'Verifying your email .... Please do not close the page',
  verifySuccess: 'Your email address has been verified! Directing to log in ...',
  verifyFailure:
    'We are having trouble verifying your email. Please try to sign up again or contact support.',
  sessionExpired: 'Your session has expired, please log in again.',
  unverifiedEmail: 'Please check your mail box to verify your email address',
  verificationResent: 'We sent you a new verification link. Please check your mail box.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notAuthorized: 'Not authorized',
  csrfMissing: 'Missing or invalid CSRF token.',
  // PostgreSQL cannot store the NUL character or a lone surrogate, and no form has a use for them.
  textHasNul: 'Text must not contain NUL characters.',
  textNotUnicode: 'Text must be valid Unicode.',
  uploadIncomplete: 'The upload ended before it was complete. Please try again.',
  oops: 'Oops! Something went wrong while submitting the form.',
  searchRequired: 'Please enter something to search for.',
  // catalogue
  productNotFound: 'Sorry, this product does not exist',
  templateMissing: 'Template is not available.',
  // files
  wrongFileType: "You can't upload files of this type. Please upload an image.",
  noArtwork: 'No Artwork Found. Try Uploading an Artwork!',
} as const;

export const PASSWORD_MIN = 6;
export const MAX_INPUT = 256;
