import { IconArrowRight, IconKey, IconPlugConnected } from '@tabler/icons-react';
import { useSession } from '../../../app/session';
import { INTEGRATIONS_ANCHOR } from '../../../components/site';
import { ButtonLink } from '../../../components/ui/Button';
import page from '../page.module.css';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';
import { useFeaturedProducts } from './useFeaturedProducts';

const FEATURES = [
  {
    icon: IconKey,
    title: 'Free API key on account creation',
    text: 'Every account gets its own API key, so you can send orders to production straight from your own platform.',
  },
  {
    icon: IconPlugConnected,
    title: 'Order management with over 225 services',
    text: 'Plug PressRun into the store builders, marketplaces and order-management tools you already use; orders flow to production automatically.',
  },
];

/** The demo catalogue's 11 oz white mug, until the featured products have answered. */
const SAMPLE_SKU = '21101';

/**
 * An illustrative request, to show developers what sending an order looks like. Its sku is a real
 * one: the first featured product of this catalogue.
 */
function CodeWindow() {
  const sku = useFeaturedProducts().data?.[0]?.sku ?? SAMPLE_SKU;
  return (
    <div className={classes.code} aria-hidden="true">
      <div className={classes.codeBar}>
        <span className={classes.codeDot} style={{ background: '#ef4752' }} />
        <span className={classes.codeDot} style={{ background: '#fab005' }} />
        <span className={classes.codeDot} style={{ background: '#40c057' }} />
        <span className={classes.codeFile}>new-order.sh</span>
      </div>
      <pre className={classes.codeBody}>
        <span className={classes.tokMuted}># Free API key with every account{'\n'}</span>
        curl -X POST $PRESSRUN_API/orders \{'\n'}
        {'  '}-H <span className={classes.tokStr}>"X-Api-Key: pr_live_••3f9a"</span> \{'\n'}
        {'  '}-d <span className={classes.tokStr}>'{'{'}</span>
        {'\n'}
        {'    '}
        <span className={classes.tokKey}>"sku"</span>:{' '}
        <span className={classes.tokStr} data-testid="api-sample-sku">
          "{sku}"
        </span>
        ,{'\n'}
        {'    '}
        <span className={classes.tokKey}>"quantity"</span>: 24,{'\n'}
        {'    '}
        <span className={classes.tokKey}>"shipping"</span>: <span className={classes.tokStr}>"Standard"</span>
        {'\n'}
        {'  '}
        <span className={classes.tokStr}>{'}'}'</span>
        {'\n\n'}
        <span className={classes.tokMuted}># → 201 Created · status: "Created"</span>
      </pre>
    </div>
  );
}

/** 'Connecting your store'; the header's Integrations link scrolls here. */
export function ConnectStore() {
  const { user } = useSession();
  return (
    <section
      id={INTEGRATIONS_ANCHOR}
      className={`${classes.section} ${classes.integrations}`}
      aria-labelledby="integrations-title"
    >
      <div className={page.container}>
        <div className={classes.integrationsGrid}>
          <div className={classes.integrationsCopy}>
            <SectionHeading
              eyebrow="Integrations"
              title={<span id="integrations-title">Connecting your store</span>}
              align="left"
              light
            >
              Sell wherever your customers shop. Orders from your store arrive in production without copy and
              paste.
            </SectionHeading>
            <div className={classes.features}>
              {FEATURES.map((f) => (
                <div key={f.title} className={classes.feature}>
                  <span className={classes.featureMark}>
                    <f.icon size={24} stroke={1.7} />
                  </span>
                  <div>
                    <p className={classes.featureTitle}>{f.title}</p>
                    <p className={classes.featureText}>{f.text}</p>
                  </div>
                </div>
              ))}
            </div>
            <div>
              <ButtonLink
                href={user ? '/dashboard/stores/integrations' : '/register'}
                size="lg"
                color="press"
                rightSection={<IconArrowRight size={20} />}
              >
                {user ? 'Start an Integration' : 'Get your free API key'}
              </ButtonLink>
            </div>
          </div>
          <div className={classes.integrationsSample}>
            <CodeWindow />
            <div className={classes.services}>
              {['Shopify', 'Etsy', 'Over 225 services'].map((s) => (
                <span key={s} className={classes.service}>
                  {s}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
