import { Box, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRAND } from '../../app/theme';

const PANEL_WIDTH = 320;

/**
 * Where the builder's parts go: on a wide screen the panel scrolls beside the view under the
 * header, filling the window; on a narrow one the page scrolls and the panel follows the view
 * (only while the artwork shows).
 */
export function BuilderLayout({
  compact,
  header,
  panel,
  showPanel,
  children,
}: {
  compact: boolean;
  header: ReactNode;
  panel: ReactNode;
  /** on a narrow screen, whether the panel is shown under the view */
  showPanel: boolean;
  /** the view: the artwork or the mockups */
  children: ReactNode;
}) {
  if (compact)
    return (
      <Box mih="100dvh" bg={BRAND.paper}>
        {header}
        <main>
          {children}
          {showPanel && (
            <Box bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              {panel}
            </Box>
          )}
        </main>
      </Box>
    );

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg={BRAND.paper}>
      {header}
      <Box component="main" style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ScrollArea
          w={PANEL_WIDTH}
          bg="white"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
        >
          {panel}
        </ScrollArea>
        {children}
      </Box>
    </Box>
  );
}
