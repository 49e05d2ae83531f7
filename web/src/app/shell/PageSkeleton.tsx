import type { CSSProperties } from 'react';
import { useLocation } from 'react-router';
import classes from './PageSkeleton.module.css';

/** The shapes the dashboard's pages take: what their content area looks like before it is filled. */
export type PageShape = 'checklist' | 'grid' | 'list' | 'detail' | 'form';

/**
 * Which shape a dashboard address has. One table for the route fallback and the frame's skeleton,
 * so the placeholder a person sees first is the one the page replaces, without a jump.
 */
export function pageShapeFor(pathname: string): PageShape {
  if (pathname === '/dashboard/default') return 'checklist';
  if (/^\/dashboard\/(templates|files)\/?$/.test(pathname)) return 'grid';
  if (/^\/dashboard\/orders\/?$/.test(pathname)) return 'list';
  if (/^\/dashboard\/orders\/\d+/.test(pathname) || pathname.startsWith('/product/confirmation'))
    return 'detail';
  return 'form';
}

/** One grey block: `h` high, as wide as its place unless told (`w`), Mantine's radius md unless told. */
export function Bone({
  h,
  w,
  radius,
  className,
  style,
}: {
  h: number;
  w?: number;
  radius?: 'lg' | 'xl' | 'circle';
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      className={className ? `${classes.bone} ${className}` : classes.bone}
      data-radius={radius}
      style={{
        height: h,
        width: w,
        ...(radius === 'circle' ? { borderRadius: '50%', flex: 'none' } : {}),
        ...style,
      }}
    />
  );
}

/** A page's own heading and lead, where the outline knows them (the server draws them, signed in). */
export interface OutlineHeading {
  title: string;
  lead: string;
}

/**
 * The page's heading and its one-line lead, as every dashboard page opens: grey bars, or the page's
 * own words in the page's own type when they are known, so the heading is read (and is the first
 * paint's largest text) before any script has run, and the page's heading lands on it exactly.
 */
function HeadingSkeleton({ action, heading }: { action: boolean; heading?: OutlineHeading }) {
  return (
    <div className={classes.heading}>
      {heading ? (
        <div className={classes.headingWords}>
          {/* The first view: the document's scripts start once it is painted (see the server's loader). */}
          <h1 className={classes.titleWords} data-first-view>
            {heading.title}
          </h1>
          <p className={classes.leadWords}>{heading.lead}</p>
        </div>
      ) : (
        <div className={classes.headingLines}>
          <Bone h={30} className={classes.title} />
          <Bone h={16} radius="xl" className={classes.lead} />
        </div>
      )}
      {action && <Bone h={36} w={140} />}
    </div>
  );
}

const blocks = (n: number, h: number) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of blocks that never reorders
  Array.from({ length: n }, (_, i) => <Bone key={i} h={h} radius="lg" />);

function Body({ shape }: { shape: PageShape }) {
  switch (shape) {
    case 'checklist':
      return (
        <>
          <Bone h={12} radius="xl" style={{ maxWidth: 420 }} />
          <div className={classes.grid} data-cols="checklist">
            {blocks(4, 132)}
          </div>
        </>
      );
    case 'grid':
      return (
        <>
          <Bone h={96} radius="lg" />
          <div className={classes.grid} data-cols="cards">
            {blocks(3, 320)}
          </div>
        </>
      );
    case 'list':
      return (
        <>
          {/* The filters: a label over each field, side by side from sm up. */}
          <div className={classes.grid} data-cols="filters" data-gap="sm">
            {[1, 2, 3].map((i) => (
              <div key={i} className={classes.filter}>
                <Bone h={14} w={60} radius="xl" />
                <Bone h={36} />
              </div>
            ))}
          </div>
          <div className={classes.column} data-gap="sm">
            {blocks(3, 84)}
          </div>
        </>
      );
    case 'detail':
      return (
        <div className={classes.column}>
          <Bone h={120} radius="lg" />
          <Bone h={240} radius="lg" />
        </div>
      );
    case 'form':
      return <Bone h={320} radius="lg" />;
  }
}

/** The content area in a given shape (the server writes it without a router). */
export function PageOutline({ shape, heading }: { shape: PageShape; heading?: OutlineHeading }) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the same busy, labelled block Mantine's Stack drew before
    <div
      className={classes.stack}
      aria-busy="true"
      aria-label="Loading the page"
      data-testid="page-skeleton"
      data-shape={shape}
    >
      <HeadingSkeleton action={shape === 'grid' || shape === 'list'} heading={heading} />
      <Body shape={shape} />
    </div>
  );
}

function RoutedPageSkeleton() {
  return <PageOutline shape={pageShapeFor(useLocation().pathname)} />;
}

/**
 * The content area while a dashboard page's code (or the frame's) is on its way: grey blocks in
 * the page's own layout rather than a spinner on a blank page, so the frame stays put and the page
 * fills in where the blocks were.
 */
export function PageSkeleton({ shape, heading }: { shape?: PageShape; heading?: OutlineHeading }) {
  return shape ? <PageOutline shape={shape} heading={heading} /> : <RoutedPageSkeleton />;
}
