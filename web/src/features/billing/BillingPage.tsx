import { Stack, Tabs, Title } from '@mantine/core';
import { IconCreditCard, IconFileText, IconGavel, IconHistory, IconScale } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollRow, useScrollEdges } from '../../components/ScrollRow';
import { COMPANY_NAME } from '../../components/site';
import { BillingMethods } from './BillingMethods';
import classes from './BillingPage.module.css';
import { LegalTab } from './LegalTab';
import { PaymentHistory } from './PaymentHistory';

type Tab = 'methods' | 'statements' | 'terms' | 'history' | 'legal';

const TAB_NAMES: readonly Tab[] = ['methods', 'statements', 'terms', 'history', 'legal'];

/**
 * The tabs in order. Statements and Credit Terms belong to their own capabilities (credit terms
 * builds on billing's cards on file); the route hands them in, so billing depends on neither.
 */
const tabsOf = ({ statementsTab, termsTab }: BillingPageProps) => [
  {
    value: 'methods',
    label: 'Billing Methods',
    icon: <IconCreditCard size={16} />,
    panel: <BillingMethods />,
  },
  { value: 'statements', label: 'Statements', icon: <IconFileText size={16} />, panel: statementsTab },
  { value: 'terms', label: 'Credit Terms', icon: <IconScale size={16} />, panel: termsTab },
  { value: 'history', label: 'Payment History', icon: <IconHistory size={16} />, panel: <PaymentHistory /> },
  { value: 'legal', label: 'Legal', icon: <IconGavel size={16} />, panel: <LegalTab /> },
];

/** ?tab=… names the open tab ('credit-terms' is read as 'terms'); none, or an unknown one, is Billing Methods. */
function tabOf(param: string | null): Tab {
  const name = param === 'credit-terms' ? 'terms' : param;
  return TAB_NAMES.find((t) => t === name) ?? 'methods';
}

export interface BillingPageProps {
  /** The Statements tab's panel. */
  statementsTab: ReactNode;
  /** The Credit Terms tab's panel. */
  termsTab: ReactNode;
}

/**
 * /dashboard/billing: how the company pays. The tab is kept in the address (?tab=history …), so a
 * link, a reload or Back opens the tab it names.
 */
export default function BillingPage(props: BillingPageProps) {
  const tabs = tabsOf(props);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const scroll = useScrollEdges();

  useEffect(() => {
    document.title = `Billing · ${COMPANY_NAME}`;
  }, []);

  // On a phone the row scrolls: centre the open tab (a link may open the last one); the fades and
  // arrows over the cut-off ends show that the row goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the open tab changes
  useEffect(() => {
    const row = scroll.ref.current;
    const active = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && active) row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  const choose = (value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (!value || value === 'methods') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
        Billing
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <ScrollRow scroll={scroll} background="#f8f9fa">
          <Tabs.List ref={scroll.ref} className={classes.list} aria-label="Billing">
            {tabs.map((t) => (
              <Tabs.Tab
                key={t.value}
                value={t.value}
                className={classes.tab}
                leftSection={<span aria-hidden>{t.icon}</span>}
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollRow>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="lg">
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
