import { Code } from '@mantine/core';
import { ShownOnce } from '../../components/ShownOnce';

/** A whole API key, shown this once with a copy button. */
export function KeyReveal({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <ShownOnce
      title={`Your API key “${name}”`}
      secret={secret}
      what="key"
      testId="api-key-secret"
      onDone={onDone}
    >
      Send it as <Code>Authorization: Bearer …</Code> to the API at /api/v1.
    </ShownOnce>
  );
}
