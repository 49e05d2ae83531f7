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
import { type AuthorizeFacts, useAuthorizeDecision, useAuthorizeFacts } from './api';
import { LOOK, lookOf, SandboxFrame } from './SandboxFrame';

/** What PressRun may do with the store, as the platform lists an app's access. */
const PERMISSIONS = [
  'See your store’s name and address',
  'See new orders and the customer’s shipping address',
  'Add products (templates you publish) and their photos',
  'Mark orders as shipped, with the carrier and tracking number',
];

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
  const facts = useAuthorizeFacts(raw ?? '', request);

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
          {facts.isPending ? (
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
  const decide = useAuthorizeDecision(platform);
  const shop = request.shop || facts.shopSuggestion;
  const [name, setName] = useState(facts.companyName ? `${facts.companyName}` : '');
  const [nameError, setNameError] = useState<string | null>(null);
  const leaving = decide.isSuccess;
  const pending = decide.isPending ? decide.variables?.decision : null;
  const accent = LOOK[platform].accent;

  const approve = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError('Enter the shop’s name.');
      return;
    }
    decide.mutate({
      decision: 'approve',
      state: request.state,
      redirectUri: request.redirectUri,
      shop,
      name,
    });
  };

  return (
    <form onSubmit={approve} noValidate>
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
          description="How PressRun will name this store."
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={120}
          required
        />
        <Text fz="sm" c="#4a4a4a">
          Shop address:{' '}
          <Text span fw={600} c="#1a1a1a" style={{ overflowWrap: 'anywhere' }}>
            {shop}
          </Text>
        </Text>
        {decide.isError && (
          <Alert color="press" role="alert">
            {decide.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            loading={pending === 'deny'}
            disabled={leaving || pending === 'approve'}
            onClick={() =>
              decide.mutate({ decision: 'deny', state: request.state, redirectUri: request.redirectUri })
            }
          >
            Cancel
          </Button>
          <Button
            type="submit"
            color={accent}
            loading={pending === 'approve' || (leaving && decide.variables?.decision === 'approve')}
            disabled={leaving || pending === 'deny'}
          >
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
