import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import { PublicLayout } from '../../components/PublicLayout';
import { ButtonLink } from '../../components/ui/Button';
import { MisprintedMug } from './MisprintedMug';
import classes from './NotFoundPage.module.css';
import page from './page.module.css';

/** Where unknown paths land. */
export default function NotFoundPage() {
  return (
    <PublicLayout title="Page not found" status={404} canonical={null}>
      <div className={classes.backdrop}>
        <div className={`${page.container} ${classes.inner}`}>
          <div className={classes.picture}>
            <MisprintedMug />
          </div>
          <p className={`${page.eyebrow} ${classes.code}`}>Error 404</p>
          <h1 className={`${page.title} ${classes.title}`}>This page didn't make it off the press</h1>
          <p className={classes.lead}>
            The page you are looking for doesn't exist or has moved. Let's get you back to something we
            printed properly.
          </p>
          <div className={classes.ways}>
            <ButtonLink href="/" size="md" color="press" leftSection={<IconArrowLeft size={18} />}>
              Back to home
            </ButtonLink>
            <ButtonLink
              href="/catalog"
              size="md"
              variant="default"
              leftSection={<IconBuildingStore size={18} />}
            >
              Browse the catalogue
            </ButtonLink>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
