import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_DOCUMENT,
  type AppShell,
  fillAppTemplate,
  fillTemplate,
  inlineStylesheets,
  type Manifest,
  pageAssets,
  type RenderedPage,
  SITE_DOCUMENT,
} from './template';

/** What the web app's server entry (web/src/entry-server.tsx, built to web/dist-ssr) offers. */
export interface ServerEntry {
  render(
    url: string,
    opts: { get: (url: string) => Promise<Response>; origin: string; year: number },
  ): Promise<RenderedPage | null>;
  /** The dashboard frame's outline and code for an app address inside it (null elsewhere). */
  appShell?(pathname: string, viewer?: () => Promise<Viewer | null>): Promise<AppShell | null>;
}

/** The signed-in visitor an app document is for: the names the dashboard's home greets. */
export interface Viewer {
  first_name: string;
  name: string;
}

/** A public page as sent: the whole document, its status and its validator. */
export interface PublicPage {
  status: number;
  body: string;
  etag: string;
  /** written for one signed-in visitor: no shared cache may keep it */
  personal?: boolean;
}

export interface PublicPagesOptions {
  app: FastifyInstance;
  /** web/dist: site.html is the document every page is written into */
  webDist: string;
  /** the site's public address (PUBLIC_URL), for canonical URLs and link previews */
  origin: string;
  /** the catalogue's version now: a page rendered under another version is rendered again */
  version: () => Promise<string>;
  /** the server entry; by default web/dist-ssr/entry-server.js beside web/dist */
  entry?: () => Promise<ServerEntry>;
  log: FastifyBaseLogger;
}

/** The API reads a page may make while rendered: the catalogue and the site's facts, nothing private. */
const READABLE = ['/api/catalog/', '/api/site'];
/**
 * The app document's stylesheets that are written into it: the frame's and the page's few KB, not
 * the app's own (Mantine's, about 200 KB), which the browser keeps for every later visit.
 */
const SMALL_STYLESHEET = 16_000;
/** Rendered pages kept (paths and search queries); the oldest goes first when full. */
const MAX_PAGES = 500;

/**
 * The public pages (home, catalogue, products, search, legal, 404, sign-in, registration) rendered
 * on the server from the web app's own components, for a signed-out visitor: the same HTML for
 * everyone, so it can be kept. Each page is kept per address until the catalogue's version changes
 * or the year does (the footer names the year: the server's, handed to the render, which sends it
 * with the page's data so the browser hydrates the same year whatever its own clock says).
 * The data comes from the server's own routes, asked in-process (`inject`: no socket, no cookie),
 * so the page embeds exactly what the browser would have fetched.
 */
export class PublicPages {
  private entry: Promise<ServerEntry | null>;
  /** per address, with what it was rendered for: the catalogue's version and the year */
  private pages = new Map<string, { edition: string; page: PublicPage }>();
  private rendering = new Map<string, Promise<PublicPage | null>>();
  /** null when the build has no site document: the pages are then rendered in the browser */
  private template: string | null;
  /** the app's document (index.html), which dashboard addresses get with the frame in outline */
  private appTemplate: string | null;
  private appDocuments = new Map<string, PublicPage>();
  /** the site's build notes (site.html and the public pages) and the app's (index.html) */
  private siteManifest: Manifest | null;
  private appManifest: Manifest | null;
  private stylesheets = new Map<string, string | null>();

  constructor(private opts: PublicPagesOptions) {
    const document = path.join(opts.webDist, SITE_DOCUMENT);
    this.template = fs.existsSync(document) ? fs.readFileSync(document, 'utf8') : null;
    if (this.template === null)
      opts.log.warn(`${document} is missing: the public pages render in the browser`);
    const app = path.join(opts.webDist, APP_DOCUMENT);
    this.appTemplate = fs.existsSync(app) ? fs.readFileSync(app, 'utf8') : null;
    this.siteManifest = readManifest(opts.webDist, 'site-manifest.json');
    this.appManifest = readManifest(opts.webDist, 'manifest.json');
    this.entry = (opts.entry ?? defaultEntry(opts.webDist))().catch((e: unknown) => {
      opts.log.warn({ err: e }, 'The public pages are not rendered on the server (no server build)');
      return null;
    });
  }

  /** The page for a URL, or null when the path is not a public page (or cannot be rendered). */
  async page(url: string): Promise<PublicPage | null> {
    const version = await this.opts.version();
    // The server's clock, read once: the year the page is kept under is the year it shows.
    const year = new Date().getFullYear();
    const edition = `${version} ${year}`;
    const kept = this.pages.get(url);
    if (kept?.edition === edition) return kept.page;
    const key = `${edition} ${url}`;
    let p = this.rendering.get(key);
    if (!p) {
      p = this.render(url, edition, year).finally(() => this.rendering.delete(key));
      this.rendering.set(key, p);
    }
    return p;
  }

  private async render(url: string, edition: string, year: number): Promise<PublicPage | null> {
    const entry = await this.entry;
    if (!entry || this.template === null) return null;
    try {
      const rendered = await entry.render(url, { get: (u) => this.get(u), origin: this.opts.origin, year });
      if (!rendered) return null;
      const body = inlineStylesheets(
        fillTemplate(this.template, rendered, pageAssets(this.siteManifest, rendered.module)),
        (file) => this.stylesheet(file),
      );
      const page = { status: rendered.status, body, etag: etagOf(body) };
      if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(url, { edition, page });
      return page;
    } catch (e) {
      // The browser can still render the page itself from the plain document.
      this.opts.log.error({ err: e, url }, 'Rendering a public page failed');
      return null;
    }
  }

  /**
   * The app's document for an address the server does not render: for one inside the dashboard
   * frame, index.html showing the frame in outline and preloading the frame's and the page's code;
   * null for any other (index.html is then sent as it is). Kept per outline (a handful of them),
   * except one that greets the signed-in `viewer` by name, which is written for each request.
   */
  async appDocument(url: string, viewer?: () => Promise<Viewer | null>): Promise<PublicPage | null> {
    const entry = await this.entry;
    if (!entry?.appShell || this.appTemplate === null) return null;
    let shell: AppShell | null;
    try {
      shell = await entry.appShell(new URL(url, 'http://localhost').pathname, viewer);
    } catch (e) {
      this.opts.log.error({ err: e, url }, 'Writing the dashboard outline failed');
      return null;
    }
    if (!shell) return null;
    const kept = shell.personal ? undefined : this.appDocuments.get(shell.key);
    if (kept) return kept;
    const body = inlineStylesheets(
      fillAppTemplate(this.appTemplate, shell, pageAssets(this.appManifest, shell.modules, APP_DOCUMENT)),
      (file) => this.stylesheet(file),
      SMALL_STYLESHEET,
    );
    const page = { status: 200, body, etag: etagOf(body), personal: shell.personal };
    if (!shell.personal) this.appDocuments.set(shell.key, page);
    return page;
  }

  /** A stylesheet of the build, read once (null when it is not there). */
  private stylesheet(file: string): string | null {
    if (!this.stylesheets.has(file)) {
      const at = path.join(this.opts.webDist, file);
      this.stylesheets.set(file, fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : null);
    }
    return this.stylesheets.get(file)!;
  }

  /** A page's API read, answered by the server's own route in this process, as a visitor. */
  private async get(url: string): Promise<Response> {
    if (!READABLE.some((p) => url.startsWith(p)))
      return Response.json(
        { error: { code: 'not_found', message: 'Not read on the server' } },
        { status: 404 },
      );
    const res = await this.opts.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }
}

function defaultEntry(webDist: string): () => Promise<ServerEntry> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  return async () => {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: npm run build`);
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  };
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Sends a page: HTML that revalidates every time (`no-cache`) with its ETag, so a visitor's browser
 * gets a 304 until the catalogue, the build or the year changes it. A page written for one visitor
 * is `private`: a shared cache never keeps it.
 */
export function sendPublicPage(req: FastifyRequest, reply: FastifyReply, page: PublicPage) {
  reply.header('Cache-Control', page.personal ? 'private, no-cache' : 'no-cache').header('ETag', page.etag);
  const match = req.headers['if-none-match'];
  if (
    page.status === 200 &&
    match &&
    match.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag)
  )
    return reply.status(304).send();
  return reply.status(page.status).type('text/html; charset=utf-8').send(page.body);
}

/** A build's manifest (Vite's notes of which files each module became), or null without one. */
function readManifest(webDist: string, name: string): Manifest | null {
  const file = path.join(webDist, '.vite', name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}
