import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { STORE_PLATFORM_LABEL, type StorePlatform } from '@pressrun/domain';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api';
import { type AuthorizeFacts, useApprove, useAuthorizeFacts } from './api';
import { LOOK, lookOf, SandboxFrame } from './SandboxFrame';

/** What PressRun may do with the store, as the platform lists an app's access. */
const PERMISSIONS = [
  'See your store’s name and address',
  'See new orders and the customer’s shipping address',
  'Add products (templates you publish) and their photos',
  'Mark orders as shipped, with the carrier and tracking number',
];

/**
 * Where Cancel sends the browser: PressRun's own callback with OAuth's refusal, as the platform
 * would; an address that is not PressRun's callback is never followed (the Stores page instead).
 */
export function refusalUrl(redirectUri: string, state: string, origin: string): string {
  try {
    const to = new URL(redirectUri);
    if (to.origin !== origin || !to.pathname.startsWith('/api/stores/callback/')) return '/dashboard/stores';
    to.searchParams.set('error', 'access_denied');
    to.searchParams.set('state', state);
    return to.toString();
  } catch {
    return '/dashboard/stores';
  }
}

/**
 * The sandbox's app-approval screen (/sandbox/stores/:platform/authorize?state&redirect_uri&shop):
 * it stands in for Shopify's, WooCommerce's or Etsy's, clearly labelled as the sandbox. Approve
 * names the shop and goes back to PressRun with an approval; Cancel goes back with a refusal.
 */
export default function SandboxStoreAuthorizePage() {
  const { platform: raw } = useParams();
  const [params] = useSearchParams();
  const platform = lookOf(raw);
  const request = {
    state: params.get('state') ?? '',
    redirectUri: params.get('redirect_uri') ?? '',
    shop: params.get('shop') ?? '',
  };
  // A link without its request cannot be approved: said at once, nothing asked.
  const complete = Boolean(request.state && request.redirectUri);
  const facts = useAuthorizeFacts(raw ?? '', request.shop, complete);

  useEffect(() => {
    document.title = `Approve PressRun · Sandbox ${STORE_PLATFORM_LABEL[platform]}`;
  }, [platform]);

  return (
    <SandboxFrame platform={platform} maw={520}>
      <Paper radius="md" shadow="xs" bg="white" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }} c="#1a1a1a">
              PressRun wants to access your store
            </Title>
            <Text fz="sm" c="#4a4a4a" mt={4}>
              Sandbox {STORE_PLATFORM_LABEL[platform]}: a stand-in store for trying PressRun. No real store,
              customer or money is involved.
            </Text>
          </div>
          {!complete ? (
            <Alert color="press" role="alert" title="This request cannot be approved">
              The link is incomplete. Start again from PressRun’s Stores page.
            </Alert>
          ) : facts.isPending ? (
            <Center py="lg">
              <Loader color={LOOK[platform].accent} aria-label="Loading the request" />
            </Center>
          ) : facts.isError ? (
            <Alert color="press" role="alert" title="This request cannot be approved">
              {facts.error.message} Start again from PressRun’s Stores page.
            </Alert>
          ) : (
            <Approval platform={platform} facts={facts.data} request={request} />
          )}
        </Stack>
      </Paper>
    </SandboxFrame>
  );
}

function Approval({
  platform,
  facts,
  request,
}: {
  platform: StorePlatform;
  facts: AuthorizeFacts;
  request: { state: string; redirectUri: string; shop: string };
}) {
  const approve = useApprove(platform);
  const [name, setName] = useState(facts.shopSuggestion);
  const [nameError, setNameError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const leaving = approve.isSuccess || cancelling;
  const accent = LOOK[platform].accent;
  const serverNameError = approve.error instanceof ApiError ? approve.error.fields.name : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Enter the shop’s name.');
      return;
    }
    // The address typed in PressRun is the shop's identity: connecting it again finds the same shop.
    approve.mutate({
      state: request.state,
      redirectUri: request.redirectUri,
      name: name.trim(),
      ...(request.shop ? { shop: request.shop } : {}),
    });
  };
  const cancel = () => {
    setCancelling(true);
    window.location.assign(refusalUrl(request.redirectUri, request.state, window.location.origin));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fz="sm" fw={600} c="#1a1a1a">
            PressRun will be able to:
          </Text>
          <List
            mt={6}
            spacing={6}
            fz="sm"
            c="#1a1a1a"
            icon={<IconCheck size={16} color={accent} aria-hidden style={{ marginTop: 3 }} />}
          >
            {PERMISSIONS.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </div>
        <Divider />
        <TextInput
          label="Shop name"
          description="Your sandbox shop’s name, as PressRun will show it."
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
            if (approve.isError) approve.reset();
          }}
          error={nameError ?? serverNameError}
          maxLength={80}
          required
        />
        {approve.isError && !serverNameError && (
          <Alert color="press" role="alert">
            {approve.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            loading={cancelling}
            disabled={leaving || approve.isPending}
            onClick={cancel}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            color={accent}
            loading={approve.isPending || approve.isSuccess}
            disabled={cancelling}
          >
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
