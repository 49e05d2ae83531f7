import { EVENT_TYPES } from '../../lib/events';

/** What the webhooks routes answer, in the words the Stores page shows. */
export const WEBHOOK_MSG = {
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  badUrl: 'Enter a valid URL starting with https:// or http://.',
  urlTooLong: 'The URL is too long (2,000 characters at most).',
  urlCredentials: 'The URL must not contain a user name or password.',
  unresolvable: (host: string) => `The host ${host} could not be found.`,
  privateUrl:
    'The URL points at a private, loopback or link-local address, or at this server; webhooks go to public addresses only.',
  noEvents: 'Choose at least one event.',
  badEvent: `Events must be among ${EVENT_TYPES.join(', ')}.`,
  tooMany: (max: number) => `A company can have at most ${max} webhook endpoints.`,
  disabled: 'This endpoint is disabled: enable it before sending to it.',
  gone: 'The endpoint answered 410 Gone.',
  revoked: (when: string) => `Revoked when ${when}; create a new endpoint.`,
  revokedForGood:
    'This endpoint was revoked when the account was recovered and cannot be used again; create a new endpoint.',
} as const;
