import { CLAIM_PHOTOS_MAX, CLAIM_REASONS } from '@pressrun/domain';

/** Largest claim photo accepted, in bytes. */
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Longest remarks, resolution note or rejection reason, in characters. */
export const CLAIM_TEXT_MAX = 2000;

/** What the claim form and the staff actions answer when something is missing or wrong. */
export const CLAIM_MSG = {
  orderId: 'Please give the id of the order the claim is about.',
  reason: `Please choose a reason: ${CLAIM_REASONS.join(', ')}.`,
  remarks: 'Please describe the problem.',
  remarksLong: `Please keep the remarks to ${CLAIM_TEXT_MAX.toLocaleString('en-US')} characters.`,
  email: 'Please enter a valid email address.',
  photoMissing: 'Please attach at least one photo of the problem (JPG or PNG).',
  photoType: 'Every photo must be a JPG or PNG image.',
  photoTooLarge: 'A photo is too large: each may be at most 10 MB.',
  tooManyPhotos: `Please attach at most ${CLAIM_PHOTOS_MAX} photos.`,
  unreadable: `The claim could not be read. Please attach 1 to ${CLAIM_PHOTOS_MAX} photos (JPG or PNG) and try again.`,
  itemsMissing: 'Please choose at least one item of the order and how many of it are affected.',
  itemsUnreadable: 'The chosen items could not be read. Please choose them again.',
  itemUnknown: 'One of the chosen items is not part of this order.',
  itemTwice: 'Each item of the order can be chosen once.',
  itemTooMany: (ordered: number, name: string) =>
    `Only ${ordered} of ${name} ${ordered === 1 ? 'was' : 'were'} ordered: choose at most ${ordered}.`,
  itemAlreadySettled: (left: number, name: string) =>
    left === 0
      ? `Every ${name} of this order was already settled by an earlier claim.`
      : `An earlier claim already settled some of ${name}: choose at most ${left}.`,
  allSettled: 'Every item of this order was already settled by an earlier claim.',
  decisionsMissing: 'Please decide reprint, refund or credit for every item of the claim.',
  decisionUnknown: 'A decision names an item the claim is not about.',
  notFound: 'That claim does not exist.',
  alreadyHandled: (id: number, status: string) =>
    `Claim ${id} has already been ${status === 'REJECTED' ? 'rejected' : 'resolved'}.`,
  fullyRefunded: (orderId: number) => `Order ${orderId} has already been refunded in full.`,
  refundFailed: (why: string) => `The refund could not be made: ${why}`,
  rejectReason: 'Please give the reason for rejecting the claim.',
  noteLong: `Please keep the note to ${CLAIM_TEXT_MAX.toLocaleString('en-US')} characters.`,
} as const;
