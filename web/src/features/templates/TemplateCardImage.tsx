import { AspectRatio, Image } from '@mantine/core';
import type { TemplateView } from '@pressrun/domain';
import { Link } from 'react-router';
import { builderUrl } from './api';

/**
 * The picture at the top of a template card, linking to the builder. Today it is the template's
 * preview (the 0° mockup, or a flat picture of the design); the listing-size front view takes
 * its place here once the server renders it (issue 12), without the card changing around it.
 */
export function TemplateCardImage({ template: t, label }: { template: TemplateView; label: string }) {
  return (
    <Link to={builderUrl(t)} aria-label={`Open ${label} in the builder`}>
      <AspectRatio ratio={4 / 3} bg="gray.0" data-testid="template-card-image">
        {t.previewUrl ? (
          <Image src={t.previewUrl} alt={`Preview of ${label}`} fit="contain" p="sm" />
        ) : (
          <div />
        )}
      </AspectRatio>
    </Link>
  );
}
