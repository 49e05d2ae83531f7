import { ShownOnce } from '../../components/ShownOnce';

/** An endpoint's signing secret, shown this once with a copy button. */
export function SecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <ShownOnce
      title="Your signing secret"
      secret={secret}
      what="secret"
      testId="webhook-secret"
      onDone={onDone}
    >
      Verify each delivery's webhook-signature header with it.
    </ShownOnce>
  );
}
