import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Signed-in page shell: top bar, sidebar, stats strip, footer (built by the shell work). */
export default function DashboardLayout() {
  return (
    <Box p="md">
      <Outlet />
    </Box>
  );
}
