import { Box, Text } from '@mantine/core';
import type { StorePlatform } from '@pressrun/domain';
import { IconBrandEtsy, IconShoppingBag } from '@tabler/icons-react';

/** Each platform's own colour, for its mark only (the mark is a picture; its name is written beside it). */
export const PLATFORM_COLOR: Record<StorePlatform, string> = {
  shopify: '#008060',
  woocommerce: '#7f54b3',
  etsy: '#b8440b',
};

/** A platform's mark: its icon on its colour. Decorative: the platform is named in text nearby. */
export function PlatformMark({ platform, size = 40 }: { platform: StorePlatform; size?: number }) {
  const icon = size * 0.6;
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      bg={PLATFORM_COLOR[platform]}
      style={{ borderRadius: size / 4, display: 'grid', placeItems: 'center', flexShrink: 0, color: 'white' }}
    >
      {platform === 'shopify' && <IconShoppingBag size={icon} stroke={1.8} />}
      {platform === 'etsy' && <IconBrandEtsy size={icon} stroke={1.8} />}
      {/* Tabler has no WooCommerce mark: its short name, as WooCommerce writes it on its badge. */}
      {platform === 'woocommerce' && (
        <Text span fw={800} fz={size * 0.34} c="white" lh={1}>
          Woo
        </Text>
      )}
    </Box>
  );
}
