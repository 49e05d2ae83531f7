import { Box } from '@mantine/core';
import type { BuilderProduct } from './api';
import { ListingPhotos } from './ListingPhotos';
import { MockupView } from './MockupView';
import type { useMockupRender } from './useMockupRender';

/** The mockup view: the product rendered with the design, then its listing photos. */
export function MockupsPane({
  product,
  render,
  hasLayers,
  fileStem,
  downloadAllUrl,
  compact,
}: {
  product: BuilderProduct;
  render: ReturnType<typeof useMockupRender>;
  hasLayers: boolean;
  /** the downloads' file names start with it */
  fileStem: string;
  downloadAllUrl: string | null;
  compact: boolean;
}) {
  return (
    <Box p={compact ? 'sm' : 'xl'} style={{ flex: 1, overflow: 'auto' }}>
      <Box maw={1100} mx="auto">
        <MockupView
          available={!render.unavailable}
          hasLayers={hasLayers}
          job={render.job}
          error={render.error}
          requested={render.requested}
          onRetry={() => void render.ensure()}
          productName={product.product}
        />
        {!render.unavailable && hasLayers && (
          <Box mt="xl">
            <ListingPhotos
              job={render.job}
              renderFailed={Boolean(render.error)}
              fileStem={fileStem}
              productName={product.product}
              downloadAllUrl={downloadAllUrl}
              onBackground={render.addBackground}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
