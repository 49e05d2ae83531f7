import { Stack, Tabs, Title } from '@mantine/core';
import { IconCertificate, IconUser } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COMPANY_NAME } from '../../components/site';
import { ResaleCertificatePanel } from '../documents';
import { AccountTab } from './AccountTab';

type Tab = 'account' | 'license';

/**
 * /dashboard/settings: the Account tab (the ship-from address and the account form) and the
 * Reseller License tab (?tab=license), so a link or a reload opens the tab it names.
 */
export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'license' ? 'license' : 'account';

  useEffect(() => {
    document.title = `Settings · ${COMPANY_NAME}`;
  }, []);

  const choose = (value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === 'license') next.set('tab', 'license');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
        Settings
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="account" leftSection={<IconUser size={16} aria-hidden />}>
            Account
          </Tabs.Tab>
          <Tabs.Tab value="license" leftSection={<IconCertificate size={16} aria-hidden />}>
            Reseller License
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account" pt="lg">
          <AccountTab />
        </Tabs.Panel>
        <Tabs.Panel value="license" pt="lg">
          <ResaleCertificatePanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
