import { Title } from '@mantine/core';

/** /dashboard/help: a placeholder heading only; support lives at /dashboard/support. */
export default function HelpPage() {
  return (
    <Title order={1} fz={{ base: 24, sm: 30 }}>
      Help
    </Title>
  );
}
