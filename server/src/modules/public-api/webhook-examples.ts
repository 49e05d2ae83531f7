/** Example bodies and answers the API's documentation shows for webhooks (/api/docs). */
export const CREATE_EXAMPLE = {
  url: 'https://store.example.com/hooks/pressrun',
  events: ['order.created', 'order.shipped'],
};
export const ENDPOINT_EXAMPLE = {
  id: 7,
  url: CREATE_EXAMPLE.url,
  events: CREATE_EXAMPLE.events,
  enabled: true,
  disabled_at: null,
  disabled_reason: '',
  previous_secret_expires_at: null,
  created_at: '2026-11-25T16:00:00.000Z',
  last_deliveries: [],
};
export const DELIVERY_EXAMPLE = {
  id: 311,
  endpoint_id: 7,
  message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ',
  event_type: 'order.shipped',
  status: 'pending',
  attempts: 2,
  next_attempt_at: '2026-11-25T16:35:12.000Z',
  last_status_code: 503,
  last_error: 'HTTP 503',
  last_duration_ms: 182,
  created_at: '2026-11-25T16:30:07.000Z',
  updated_at: '2026-11-25T16:30:12.000Z',
};
/** A delivery just queued: a test send, or a replay. */
export const QUEUED_EXAMPLE = {
  ...DELIVERY_EXAMPLE,
  id: 312,
  status: 'pending',
  attempts: 0,
  next_attempt_at: null,
  last_status_code: null,
  last_error: '',
  last_duration_ms: null,
};
export const example = (label: string, value: unknown) => ` ${label}: ${JSON.stringify(value)}`;
