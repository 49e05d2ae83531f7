import net from 'node:net';
import path from 'node:path';
import { LISTING_SIZE } from '@pressrun/domain';
import ipaddr from 'ipaddr.js';

/** Everything the app reads from the environment, in one place (the README lists each variable). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  companyName: string;
  supportEmail: string;
  smtpUrl: string | null;
  mailFrom: string;
  sessionSecret: string | null;
  redisUrl: string | null;
  /** Key prefix in Redis, so several deployments can share one server without sharing counts. */
  redisPrefix: string;
  /** HubSpot private-app token: sign-ups are sent to HubSpot as contacts (no token: no CRM). */
  hubspotToken: string | null;
  /** EasyPost API key: shipping rates come from EasyPost (no key: the built-in rate table). */
  easypostApiKey: string | null;
  /** EasyPost's API address (tests point it at a local stand-in). */
  easypostBaseUrl: string;
  /** Serve the built web app from this folder (null: API only, as in tests). */
  webDist: string | null;
  /** Run the job worker inside the API process (embedded mode); `npm run worker` runs it apart. */
  inProcessWorker: boolean;
  /**
   * Jobs a worker process runs at once; one group (a company) may fill all but one of them, so a
   * slot is always left for the next company (see JobQueue.start).
   */
  jobSlots: number;
  /** Seed demo data on start. */
  seed: boolean;
  /**
   * On SIGTERM or SIGINT, how long the requests and the job in flight may take to finish before
   * the process gives up on them and exits 1 (a job cut off runs again once its lock expires).
   */
  shutdownTimeoutMs: number;
  rateLimit: { max: number; windowMs: number };
  /**
   * Failed sign-ins block further tries for a delay that doubles with each failure beyond the
   * free ones (per IP + email, and per IP with a larger allowance), capped at maxDelayMs.
   */
  loginThrottle: {
    freeFailures: number;
    ipFreeFailures: number;
    baseDelayMs: number;
    maxDelayMs: number;
    windowMs: number;
  };
  /** S3-compatible object storage for files, previews and print files; null keeps them on local disk. */
  s3: S3Config | null;
  /** Stripe takes card payments when STRIPE_SECRET_KEY is set; null: the built-in sandbox card gateway. */
  stripe: StripeConfig | null;
  /** PayPal takes wallet payments when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set; null: the sandbox wallet. */
  paypal: PayPalConfig | null;
  logLevel: string;
  /**
   * The dev mailbox (only without SMTP_URL): 'local' answers loopback clients that came through no
   * proxy (the default, while PUBLIC_URL is a loopback address: it shows every reset link), 'on'
   * answers anyone (a shared demo), 'off' removes it. With a PUBLIC_URL that is not loopback it is
   * off unless DEV_MAILBOX=on: such a server is reached from elsewhere, most likely through a proxy.
   */
  devMailbox: 'local' | 'on' | 'off';
  /**
   * The proxies whose forwarding headers (X-Forwarded-For) are trusted: addresses, CIDR ranges or
   * proxy-addr's names (loopback, linklocal, uniquelocal), as Fastify's trustProxy takes them.
   * Empty: none, the socket address is the client.
   */
  trustProxy: string[];
  secureCookies: boolean;
  /** Addresses (lower-cased) whose users become staff admins once their email is verified. */
  staffEmails: string[];
  /** Webhooks may go to loopback, private and link-local addresses (local receivers, tests); off by default. */
  allowPrivateWebhooks: boolean;
  /**
   * The payments reconciliation: money held or taken with no order is handed back, and orders whose
   * payment is still only held are captured, once they are `afterMs` old (longer than any placing
   * of an order takes); it runs every `everyMs`, and once at start.
   */
  reconcile: { afterMs: number; everyMs: number };
  /** Listing renders' side in pixels (LISTING_SIZE); tests whose checks do not depend on it draw smaller. */
  listingSize: number;
  /** Connected stores: each platform's real adapter when its credentials are set, else its sandbox store. */
  stores: StoresConfig;
}

export interface StoresConfig {
  /**
   * The key store tokens are encrypted with at rest (32 bytes, base64 or hex): STORE_TOKEN_KEY.
   * Null: a key generated once and kept in DATA_DIR/store-token.key.
   */
  tokenKey: string | null;
  /**
   * A Shopify app (SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET); null: the sandbox Shopify store.
   * apiVersion: the Admin API version called (SHOPIFY_API_VERSION); baseUrl: where every shop's
   * calls go instead of https://{shop} (SHOPIFY_BASE_URL, a stand-in; `{shop}` in it is the domain).
   */
  shopify: { clientId: string; clientSecret: string; apiVersion: string; baseUrl: string | null } | null;
  /**
   * WooCommerce needs no app registration: WOOCOMMERCE_APP_NAME (the name store owners approve)
   * turns the real key exchange on; null: the sandbox WooCommerce store.
   */
  woocommerce: { appName: string; baseUrl: string | null } | null;
  /** An Etsy app (ETSY_CLIENT_ID, its keystring; ETSY_CLIENT_SECRET); null: the sandbox Etsy shop. */
  etsy: { clientId: string; clientSecret: string | null; apiBase: string; authBase: string } | null;
  /** How often polled stores (Etsy) are asked for new orders: STORE_POLL_EVERY_MS. */
  pollEveryMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…); without it every Stripe callback is refused. */
  webhookSecret: string | null;
  /** Stripe's API address (tests point it at a local stand-in). */
  apiBase: string;
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** PayPal's API address: the sandbox by default, https://api-m.paypal.com for live payments. */
  apiBase: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    companyName: env.COMPANY_NAME ?? 'PressRun',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@pressrun.example',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? `PressRun <no-reply@pressrun.example>`,
    sessionSecret: env.SESSION_SECRET || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'pressrun:',
    hubspotToken: env.HUBSPOT_TOKEN || null,
    easypostApiKey: env.EASYPOST_API_KEY || null,
    easypostBaseUrl: (env.EASYPOST_BASE_URL || 'https://api.easypost.com').replace(/\/+$/, ''),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(repoRoot, 'web/dist'),
    inProcessWorker: env.IN_PROCESS_WORKER !== 'false',
    jobSlots: Math.max(1, Math.floor(Number(env.JOB_SLOTS ?? 2)) || 1),
    seed: env.SEED !== 'false',
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 25_000),
    rateLimit: {
      max: Number(env.AUTH_RATE_LIMIT ?? 10),
      windowMs: Number(env.AUTH_RATE_WINDOW_MS ?? 15 * 60_000),
    },
    loginThrottle: {
      freeFailures: Number(env.LOGIN_FREE_FAILURES ?? 3),
      ipFreeFailures: Number(env.LOGIN_IP_FREE_FAILURES ?? 30),
      baseDelayMs: Number(env.LOGIN_DELAY_BASE_MS ?? 1000),
      maxDelayMs: Number(env.LOGIN_DELAY_MAX_MS ?? 60_000),
      windowMs: Number(env.LOGIN_FAILURE_WINDOW_MS ?? 60 * 60_000),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || null,
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
        }
      : null,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
          apiBase: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/+$/, ''),
        }
      : null,
    paypal: paypalConfig(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    devMailbox: devMailboxMode(env.DEV_MAILBOX, publicUrl),
    secureCookies: publicUrl.startsWith('https://'),
    staffEmails: emailList(env.STAFF_EMAILS),
    allowPrivateWebhooks: env.ALLOW_PRIVATE_WEBHOOKS === 'true',
    reconcile: {
      afterMs: Number(env.RECONCILE_AFTER_MS ?? 10 * 60_000),
      everyMs: Number(env.RECONCILE_EVERY_MS ?? 5 * 60_000),
    },
    listingSize: LISTING_SIZE,
    stores: storesConfig(env),
    ...overrides,
  };
}

function storesConfig(env: NodeJS.ProcessEnv): StoresConfig {
  const base = (v: string | undefined, fallback: string) => (v || fallback).replace(/\/+$/, '');
  return {
    tokenKey: env.STORE_TOKEN_KEY || null,
    shopify:
      env.SHOPIFY_CLIENT_ID && env.SHOPIFY_CLIENT_SECRET
        ? {
            clientId: env.SHOPIFY_CLIENT_ID,
            clientSecret: env.SHOPIFY_CLIENT_SECRET,
            // The version the adapter's queries are written for; Shopify supports one about a year.
            apiVersion: env.SHOPIFY_API_VERSION || '2026-10',
            // Tests send every shop's calls to a local stand-in instead of https://{shop}.
            baseUrl: env.SHOPIFY_BASE_URL ? base(env.SHOPIFY_BASE_URL, '') : null,
          }
        : null,
    woocommerce: env.WOOCOMMERCE_APP_NAME
      ? {
          appName: env.WOOCOMMERCE_APP_NAME,
          // Tests send every site's API calls to a local stand-in instead of the site itself.
          baseUrl: env.WOOCOMMERCE_BASE_URL ? base(env.WOOCOMMERCE_BASE_URL, '') : null,
        }
      : null,
    etsy: env.ETSY_CLIENT_ID
      ? {
          clientId: env.ETSY_CLIENT_ID,
          clientSecret: env.ETSY_CLIENT_SECRET || null,
          apiBase: base(env.ETSY_API_BASE, 'https://api.etsy.com'),
          authBase: base(env.ETSY_AUTH_BASE, 'https://www.etsy.com'),
        }
      : null,
    // The sandbox Etsy shop is polled every minute, so a test order shows up while one watches.
    pollEveryMs: Number(env.STORE_POLL_EVERY_MS ?? (env.ETSY_CLIENT_ID ? 5 * 60_000 : 60_000)),
  };
}

/** The proxies trusted when TRUST_PROXY is not set: one on this machine (nginx, Caddy in front). */
export const DEFAULT_TRUST_PROXY = 'loopback';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as a list of proxies. A client that reaches the port directly, from any other
 * address, cannot name its own address in X-Forwarded-For. 'none' (or 'false', or empty) trusts
 * nobody. A number is refused: it used to be a hop count, which trusted whoever connected.
 */
export function trustedProxies(value: string | undefined): string[] {
  const raw = (value ?? DEFAULT_TRUST_PROXY).trim();
  if (['', 'none', 'false', '0'].includes(raw.toLowerCase())) return [];
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const ok = PROXY_NAMES.has(entry) || net.isIP(entry) !== 0 || isValidCidr(entry);
    if (!ok)
      throw new Error(
        `TRUST_PROXY: '${entry}' is not an address, a CIDR range or one of ${[...PROXY_NAMES].join(', ')}. ` +
          'List the addresses of the proxies in front of the app, e.g. TRUST_PROXY=10.0.0.0/8 (a number of hops is no longer accepted).',
      );
  }
  return list;
}

/** An address in its usual notation (never the bare numbers ipaddr.js also reads) and a prefix length. */
function isValidCidr(entry: string) {
  const [base = '', bits] = entry.split('/');
  if (bits === undefined || !/^\d{1,3}$/.test(bits) || net.isIP(base) === 0) return false;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** Whether a URL names this machine: localhost (or a *.localhost name), 127.0.0.0/8 or ::1. */
function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/** DEV_MAILBOX as the app applies it: only 'on' opens the mailbox of a server with a public address. */
function devMailboxMode(value: string | undefined, publicUrl: string): Config['devMailbox'] {
  if (value === 'on' || value === 'off') return value;
  return isLoopbackUrl(publicUrl) ? 'local' : 'off';
}

/** The start-up line about the dev mailbox: where it is, or why it is off. */
export function devMailboxStatus(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  const url = `${config.publicUrl}/dev/mailbox`;
  if (config.devMailbox === 'on') return `Mailbox (open to anyone: DEV_MAILBOX=on): ${url}`;
  if (config.devMailbox === 'local') return `Mailbox (this machine only, not through a proxy): ${url}`;
  if (env.DEV_MAILBOX === 'off') return 'Mailbox: off (DEV_MAILBOX=off)';
  return `Mailbox: off, since PUBLIC_URL (${config.publicUrl}) is not a loopback address; DEV_MAILBOX=on opens it to anyone`;
}

/** A comma-separated list of addresses, compared as sign-in compares them: trimmed and lower-cased. */
function emailList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/** PayPal needs both halves of its credentials; one without the other is a mistake worth stopping for. */
function paypalConfig(env: NodeJS.ProcessEnv): PayPalConfig | null {
  const clientId = env.PAYPAL_CLIENT_ID || null;
  const clientSecret = env.PAYPAL_CLIENT_SECRET || null;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new Error('Set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or neither.');
  }
  const apiBase = (env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com').replace(/\/+$/, '');
  return { clientId, clientSecret, apiBase };
}
