import { ApiError } from '../../app/api';

/** The text to show for a failed account call: the server's message, or `network` when offline. */
export function messageOf(error: unknown, network: string): string {
  if (error instanceof ApiError) return error.status === 0 ? network : error.message;
  return network;
}
