import { Anchor, type AnchorProps } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { get } from '../app/api';

/** What the server is configured with (COMPANY_NAME, SUPPORT_EMAIL): GET /api/site. */
export interface SiteFacts {
  companyName: string;
  supportEmail: string;
}

const siteQuery = {
  queryKey: ['site'],
  queryFn: () => get<SiteFacts>('/api/site'),
  // Changes only with a redeploy.
  staleTime: Number.POSITIVE_INFINITY,
  retry: 2,
} as const;

/** Asked for at start-up, so the address is there by the time a page that shows it has loaded. */
export const prefetchSite = (qc: QueryClient) => qc.prefetchQuery(siteQuery);

/** The support address the server is configured with; undefined until it has answered. */
export function useSupportEmail(): string | undefined {
  return useQuery(siteQuery).data?.supportEmail;
}

/**
 * The support address as a mailto link. Never a built-in address: until the server has said which
 * one (or if it cannot be reached) the words 'our support team' stand in for it.
 */
export function SupportEmail(props: AnchorProps) {
  const email = useSupportEmail();
  if (!email) return <span data-testid="support-email-pending">our support team</span>;
  return (
    <Anchor href={`mailto:${email}`} data-testid="support-email" {...props}>
      {email}
    </Anchor>
  );
}
