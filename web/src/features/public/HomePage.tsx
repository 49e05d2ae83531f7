import { useEffect } from 'react';
import { HydrateLater } from '../../app/hydrate-later';
import { scrollToIntegrations } from '../../components/PublicHeader';
import { PublicLayout } from '../../components/PublicLayout';
import { INTEGRATIONS_ANCHOR } from '../../components/site';
import { Benefits } from './home/Benefits';
import { ConnectStore } from './home/ConnectStore';
import { FeaturedProducts } from './home/FeaturedProducts';
import { GetStartedBand } from './home/GetStartedBand';
import { Hero } from './home/Hero';
import { HowItWorks } from './home/HowItWorks';
import { useFeaturedProducts } from './home/useFeaturedProducts';

/** The landing page. */
export default function HomePage() {
  const featuredLoading = useFeaturedProducts().isPending;

  // Arriving at /#integrations (from another page or the footer) scrolls to the integration block;
  // once the featured products have settled the block may have moved, so it scrolls once more.
  // The hash is read here, after rendering: the server's render has none, and the page arrives with
  // it either as a document load (the site) or a client-side move that mounts this page (the app).
  useEffect(() => {
    if (window.location.hash !== `#${INTEGRATIONS_ANCHOR}`) return;
    const t = window.setTimeout(() => scrollToIntegrations(featuredLoading ? 'auto' : 'smooth'), 50);
    return () => window.clearTimeout(t);
  }, [featuredLoading]);

  return (
    <PublicLayout>
      <Hero />
      <HydrateLater>
        <Benefits />
      </HydrateLater>
      <HydrateLater>
        <FeaturedProducts />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <ConnectStore />
      </HydrateLater>
      <HydrateLater>
        <GetStartedBand />
      </HydrateLater>
    </PublicLayout>
  );
}
