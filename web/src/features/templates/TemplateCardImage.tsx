import { AspectRatio, Image } from '@mantine/core';
import type { TemplateView } from '@pressrun/domain';
import { Link } from 'react-router';
import { builderUrl, listingFront } from './api';

/**
 * The picture at the top of a template card, linking to the builder: the listing Front view
 * (2000 px, a product photo) once the server has drawn it, else the template's preview (the 0°
 * mockup, or a flat picture of the design). The frame stays the same either way.
 */
export function TemplateCardImage({ template: t, label }: { template: TemplateView; label: string }) {
  const front = listingFront(t);
  return (
    <Link to={builderUrl(t)} aria-label={`Open ${label} in the builder`}>
      <AspectRatio ratio={4 / 3} bg="gray.0" data-testid="template-card-image">
        {front ? (
          <Image
            src={front.url}
            alt={`Preview of ${label}, front view`}
            fit="contain"
            data-testid="template-card-listing"
            loading="lazy"
          />
        ) : t.previewUrl ? (
          <Image src={t.previewUrl} alt={`Preview of ${label}`} fit="contain" p="sm" />
        ) : (
          <div />
        )}
      </AspectRatio>
    </Link>
  );
}
