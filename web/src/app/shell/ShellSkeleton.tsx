import { Brand } from '../../components/Brand';
import { Bone, type OutlineHeading, type PageShape, PageSkeleton } from './PageSkeleton';
import classes from './ShellSkeleton.module.css';

/** The stats strip's outline: its height, so the page below it does not move when it arrives. */
function StatsStripSkeleton() {
  return (
    <div className={classes.stats}>
      <Bone h={32} className={classes.company} />
      <Bone h={32} className={classes.orders} />
    </div>
  );
}

/**
 * The whole dashboard frame in outline, while the session is checked and the frame's own code
 * loads: the top bar with the brand, the sidebar and the page's skeleton, where the real ones will
 * be. It is part of the first download (a few hundred bytes), so it shows at once; the server
 * writes the same markup into the document of a dashboard address (`shape` given), so it shows
 * before any script has run, with the page's own heading where the server knows it (`heading`).
 */
export function ShellSkeleton({ shape, heading }: { shape?: PageShape; heading?: OutlineHeading }) {
  return (
    <div className={classes.frame} data-testid="shell-skeleton">
      <header className={classes.header}>
        <div className={classes.start}>
          {/* Where the phone's menu button will be. */}
          <div className={classes.burger}>
            <Bone h={18} />
          </div>
          <Brand to="/dashboard/default" />
        </div>
        <div className={classes.end}>
          <Bone h={36} className={classes.cart} />
          <Bone h={36} w={36} radius="circle" />
          <Bone h={38} w={38} radius="circle" />
        </div>
      </header>
      <nav className={classes.sidebar} aria-hidden="true">
        <Bone h={10} w={48} className={classes.sidebarLabel} />
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <Bone key={i} h={44} />
        ))}
      </nav>
      <main className={classes.main}>
        <section className={classes.section}>
          <div className={classes.content}>
            <StatsStripSkeleton />
            <PageSkeleton shape={shape} heading={heading} />
          </div>
        </section>
      </main>
    </div>
  );
}
