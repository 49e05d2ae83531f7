import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { get } from '../app/api';
import classes from './SupportEmail.module.css';

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

/** The look of the address, in the words the pages already use (as Mantine's Anchor took them). */
export interface SupportEmailProps {
  /** take the surrounding text's size, line height and weight */
  inherit?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  fw?: number;
  /** a theme colour ('white', 'navy.8', 'dimmed') or any CSS colour; the theme's link colour unless told */
  c?: string;
  className?: string;
  style?: CSSProperties;
}

/** 'navy.8' → the theme's variable for it; a plain colour stays as it is. */
function themeColor(c: string): string {
  if (c === 'white' || c === 'black' || c === 'dimmed') return `var(--mantine-color-${c})`;
  const shade = /^([a-z]+)\.(\d)$/.exec(c);
  return shade ? `var(--mantine-color-${shade[1]}-${shade[2]})` : c;
}

/**
 * The support address as a mailto link. Never a built-in address: until the server has said which
 * one (or if it cannot be reached) the words 'our support team' stand in for it.
 */
export function SupportEmail({ inherit, size, fw, c, className, style }: SupportEmailProps) {
  const email = useSupportEmail();
  if (!email) return <span data-testid="support-email-pending">our support team</span>;
  const look = {
    '--email-fz': size ? `var(--mantine-font-size-${size})` : undefined,
    '--email-lh': size ? `var(--mantine-line-height-${size})` : undefined,
    color: themeColor(c ?? 'steel.5'),
    fontWeight: fw,
    ...style,
  } as CSSProperties;
  return (
    <a
      href={`mailto:${email}`}
      data-testid="support-email"
      data-inherit={inherit || undefined}
      className={[classes.email, className].filter(Boolean).join(' ')}
      style={look}
    >
      {email}
    </a>
  );
}
