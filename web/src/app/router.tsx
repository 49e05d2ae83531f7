import { type ComponentType, forwardRef, lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { cartRead } from '../features/cart';
import { dashboardSummaryRead } from './dashboard-summary';
import { RequireAuth, RequireStaff, RequireVerified } from './guards';
import { NavigationProgressOnRouteChange } from './progress';
import type { FirstRead } from './query';
import { DashboardFrame, loadLayout } from './shell/DashboardFrame';
import { PageSkeleton } from './shell/PageSkeleton';
import { type SiteLinkProps, SiteNavProvider } from './site-nav';

/**
 * A page's lazy component that can also be asked to load before it renders (see preloadCodes). Both
 * get the same promise: React sees a page loaded beforehand as ready within its first render (a
 * fresh `import()` of a loaded chunk settles only later), so the page renders at once instead of
 * committing its skeleton and rendering again.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { load: once });
}

// Every page is its own chunk, so public pages never load the builder or the dashboard.
const HomePage = lazy(() => import('../features/public/HomePage'));
const CookiesPage = lazy(() => import('../features/public/CookiesPage'));
const PrivacyPage = lazy(() => import('../features/public/PrivacyPage'));
const TermsPage = lazy(() => import('../features/public/TermsPage'));
const RefundPolicyPage = lazy(() => import('../features/public/RefundPolicyPage'));
const NotFoundPage = lazy(() => import('../features/public/NotFoundPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPage = lazy(() => import('../features/auth/ForgotPage'));
const ResetPage = lazy(() => import('../features/auth/ResetPage'));
const VerifyPage = lazy(() => import('../features/auth/VerifyPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/ConfirmEmailPage'));
const CatalogPage = lazy(() => import('../features/catalog/CatalogPage'));
const ProductPage = lazy(() => import('../features/catalog/ProductPage'));
const SearchPage = lazy(() => import('../features/catalog/SearchPage'));
const DashboardHomePage = lazyPage(() => import('../features/dashboard/DashboardHomePage'));
const StoresPage = lazyPage(() => import('../features/dashboard/StoresPage'));
const StorePage = lazyPage(() => import('../features/stores/StorePage'));
const BulkOrdersPage = lazyPage(() => import('../features/bulk-orders/BulkOrdersPage'));
const HelpPage = lazyPage(() => import('../features/dashboard/HelpPage'));
const FilesPage = lazyPage(() => import('../features/files/FilesPage'));
const TemplatesPage = lazyPage(() => import('../features/templates/TemplatesPage'));
const MockupBuilderPage = lazy(() => import('../features/mockups/MockupBuilderPage'));
const ProductPickerPage = lazy(() => import('../features/mockups/ProductPickerPage'));
const OrderReviewPage = lazyPage(() => import('../features/checkout/OrderReviewPage'));
const CheckoutPage = lazyPage(() => import('../features/checkout/CheckoutPage'));
const ConfirmationPage = lazyPage(() => import('../features/checkout/ConfirmationPage'));
const SupportPage = lazyPage(() => import('../features/dashboard/SupportPage'));
const SandboxCheckoutPage = lazy(() => import('../features/sandbox-pay/SandboxCheckoutPage'));
const SandboxPayPalPage = lazy(() => import('../features/sandbox-pay/SandboxPayPalPage'));
const SandboxStoreAuthorizePage = lazy(() => import('../features/sandbox-stores/SandboxStoreAuthorizePage'));
const SandboxStorePage = lazy(() => import('../features/sandbox-stores/SandboxStorePage'));
const BillingPage = lazyPage(() => import('./routes/BillingRoute'));
const PromoCodesPage = lazy(() => import('../features/admin/PromoCodesPage'));
const StaffHomePage = lazy(() => import('../features/admin/StaffHomePage'));
const CompaniesPage = lazy(() => import('../features/admin/CompaniesPage'));
const OrdersPage = lazyPage(() => import('../features/orders/OrdersPage'));
const OrderDetailPage = lazyPage(() => import('../features/orders/OrderDetailPage'));
const ClaimPage = lazyPage(() => import('../features/claims/ClaimPage'));
const StaffClaimsPage = lazy(() => import('../features/claims/StaffClaimsPage'));
const StaffClaimPage = lazy(() => import('../features/claims/StaffClaimPage'));
const ProductionQueuePage = lazy(() => import('../features/production/ProductionQueuePage'));
const ProductionOrderPage = lazy(() => import('../features/production/ProductionOrderPage'));
const ErrorReportsPage = lazy(() => import('../features/production/ErrorReportsPage'));
const StaffFaqsPage = lazy(() => import('../features/faqs/StaffFaqsPage'));
const StaffDocumentsPage = lazy(() => import('../features/documents/StaffDocumentsPage'));
const StaffDocumentPage = lazy(() => import('../features/documents/StaffDocumentPage'));
const IntegrationWizardPage = lazyPage(() => import('../features/integrations/IntegrationWizardPage'));
const StaffIntegrationRequestsPage = lazy(
  () => import('../features/integrations/StaffIntegrationRequestsPage'),
);
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'));
const EditAddressPage = lazyPage(() => import('../features/settings/EditAddressPage'));
const ConfirmNewEmailPage = lazy(() => import('../features/settings/ConfirmNewEmailPage'));

const page = (el: ReactNode) => <Suspense fallback={<PageLoader />}>{el}</Suspense>;

/**
 * What a route of the dashboard frame says of its code: where it is (`src`, the source file: its key
 * in the build's manifest), so the server's document of a dashboard address preloads the frame's and
 * the page's chunks with the entry rather than one after the other; how to load it (`load`), so the
 * app's start can have it in hand before its first render; whether it is the frame itself, whose
 * outline the document shows before any script has run; and what the frame's first view reads
 * (`reads`), which that document asks for at once (the session first) and the app's start puts in
 * its cache before the first render.
 */
export interface RouteCode {
  src: string;
  load: () => Promise<unknown>;
  frame?: boolean;
  reads?: FirstRead[];
}
const code = (src: string, load: () => Promise<unknown>, more?: Omit<RouteCode, 'src' | 'load'>) => ({
  handle: { src, load, ...more } satisfies RouteCode,
});
/** A page inside the dashboard frame: while its code loads, the content area shows its skeleton. */
const framed = (el: ReactNode) => <Suspense fallback={<PageSkeleton />}>{el}</Suspense>;

const RouterLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(({ href, ...rest }, ref) => (
  <Link ref={ref} to={href} {...rest} />
));

/** Inside the app, the public pages' links and navigation go through the router. */
function RouterSiteNav({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const nav = useMemo(
    () => ({
      pathname,
      search,
      Link: RouterLink,
      navigate: (to: string, opts?: { replace?: boolean }) => navigate(to, opts),
    }),
    [pathname, search, navigate],
  );
  return <SiteNavProvider value={nav}>{children}</SiteNavProvider>;
}

function Root() {
  return (
    <RouterSiteNav>
      <NavigationProgressOnRouteChange />
      <ScrollRestoration />
      <Outlet />
    </RouterSiteNav>
  );
}

/**
 * /product/mockup/{id?}?sku=: the builder for a product (verified users only), or, when no product
 * is named (the header's Custom Builder), the public product picker that leads to it.
 */
function BuilderRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id === undefined && !params.get('sku')?.trim()) return page(<ProductPickerPage />);
  return page(
    <RequireVerified>
      <MockupBuilderPage />
    </RequireVerified>,
  );
}

/**
 * The order pages (review, checkout, shipping, confirmation) live in the dashboard frame. The old
 * client put `&isPaid=false` in the path (`/product/orderreview/null&isPaid=false`): the splat takes it.
 *
 * Order review: the cart's, always (the builder's Review Order has put its template in the cart, so a
 * reload shows the same). `isPaid=true` in the path shows the paid banner.
 */
function OrderReviewRoute() {
  const { pathname } = useLocation();
  return framed(<OrderReviewPage isPaid={/isPaid=true/.test(pathname)} />);
}

/**
 * An unknown path shows the not-found page where it is (the server answers it with a 404 and that
 * page's HTML, which hydrates unchanged), then the address becomes /404.
 */
function UnknownPath() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/404', { replace: true });
  }, [navigate]);
  return page(<NotFoundPage />);
}

/** The route table (history mode); docs/architecture.md describes the pages. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: page(<HomePage />) },
      { path: '/cookies', element: page(<CookiesPage />) },
      { path: '/privacy', element: page(<PrivacyPage />) },
      { path: '/terms', element: page(<TermsPage />) },
      { path: '/refund-policy', element: page(<RefundPolicyPage />) },
      { path: '/404', element: page(<NotFoundPage />) },
      { path: '/search', element: page(<SearchPage />) },
      {
        path: '/login',
        element: page(<LoginPage />),
      },
      {
        path: '/register',
        element: page(<RegisterPage />),
      },
      { path: '/forgot', element: page(<ForgotPage />) },
      { path: '/reset/:token?', element: page(<ResetPage />) },
      { path: '/verify', element: page(<VerifyPage />) },
      { path: '/confirm_email/:key', element: page(<ConfirmEmailPage />) },
      // The link mailed to a new address (Settings): works signed in or not.
      { path: '/confirm_new_email/:token', element: page(<ConfirmNewEmailPage />) },
      // A shop's catalogue is public, so visitors can browse before signing up; ordering is not.
      { path: '/catalog', element: page(<CatalogPage />) },
      { path: '/product/:sku/:variantColor', element: page(<ProductPage />) },
      { path: '/product/mockup/:id?', element: <BuilderRoute /> },
      {
        // The signed-in frame: top bar, sidebar and footer around the dashboard and order pages.
        element: <DashboardFrame />,
        ...code('src/app/shell/DashboardLayout.tsx', loadLayout, {
          frame: true,
          // The top bar's cart count and the stats strip's figures, on every page of the frame.
          reads: [dashboardSummaryRead, cartRead],
        }),
        children: [
          {
            path: '/product/orderreview/*',
            element: <OrderReviewRoute />,
            ...code('src/features/checkout/OrderReviewPage.tsx', OrderReviewPage.load),
          },
          {
            path: '/product/checkout/*',
            element: framed(<CheckoutPage />),
            ...code('src/features/checkout/CheckoutPage.tsx', CheckoutPage.load),
          },
          {
            path: '/product/shipping/*',
            element: framed(<OrderReviewPage />),
            ...code('src/features/checkout/OrderReviewPage.tsx', OrderReviewPage.load),
          },
          {
            path: '/product/confirmation/:id?',
            element: framed(<ConfirmationPage />),
            ...code('src/features/checkout/ConfirmationPage.tsx', ConfirmationPage.load),
          },
          {
            path: '/dashboard',
            children: [
              { index: true, element: <Navigate to="/dashboard/default" replace /> },
              {
                path: 'default',
                element: framed(<DashboardHomePage />),
                ...code('src/features/dashboard/DashboardHomePage.tsx', DashboardHomePage.load),
              },
              {
                path: 'templates',
                element: framed(<TemplatesPage />),
                ...code('src/features/templates/TemplatesPage.tsx', TemplatesPage.load),
              },
              {
                path: 'files',
                element: framed(<FilesPage />),
                ...code('src/features/files/FilesPage.tsx', FilesPage.load),
              },
              {
                path: 'stores',
                element: framed(<StoresPage />),
                ...code('src/features/dashboard/StoresPage.tsx', StoresPage.load),
              },
              {
                path: 'stores/csv',
                element: framed(<BulkOrdersPage />),
                ...code('src/features/bulk-orders/BulkOrdersPage.tsx', BulkOrdersPage.load),
              },
              {
                path: 'stores/integrations',
                element: framed(<IntegrationWizardPage />),
                ...code('src/features/integrations/IntegrationWizardPage.tsx', IntegrationWizardPage.load),
              },
              {
                path: 'stores/:id',
                element: framed(<StorePage />),
                ...code('src/features/stores/StorePage.tsx', StorePage.load),
              },
              {
                path: 'billing',
                element: framed(<BillingPage />),
                ...code('src/app/routes/BillingRoute.tsx', BillingPage.load),
              },
              {
                path: 'help',
                element: framed(<HelpPage />),
                ...code('src/features/dashboard/HelpPage.tsx', HelpPage.load),
              },
              {
                path: 'orders',
                element: framed(<OrdersPage />),
                ...code('src/features/orders/OrdersPage.tsx', OrdersPage.load),
              },
              {
                path: 'orders/claim/:id',
                element: framed(<ClaimPage />),
                ...code('src/features/claims/ClaimPage.tsx', ClaimPage.load),
              },
              {
                path: 'orders/:id',
                element: framed(<OrderDetailPage />),
                ...code('src/features/orders/OrderDetailPage.tsx', OrderDetailPage.load),
              },
              {
                path: 'support',
                element: framed(<SupportPage />),
                ...code('src/features/dashboard/SupportPage.tsx', SupportPage.load),
              },
              {
                path: 'settings',
                element: framed(<SettingsPage />),
                ...code('src/features/settings/SettingsPage.tsx', SettingsPage.load),
              },
              {
                path: 'settings/edit_address',
                element: framed(<EditAddressPage />),
                ...code('src/features/settings/EditAddressPage.tsx', EditAddressPage.load),
              },
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: page(
          <RequireStaff>
            <StaffHomePage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/promo-codes',
        element: page(
          <RequireStaff>
            <PromoCodesPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/companies',
        element: page(
          <RequireStaff>
            <CompaniesPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/production',
        element: page(
          <RequireStaff>
            <ProductionQueuePage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/production/:id',
        element: page(
          <RequireStaff>
            <ProductionOrderPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/claims',
        element: page(
          <RequireStaff>
            <StaffClaimsPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/claims/:id',
        element: page(
          <RequireStaff>
            <StaffClaimPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/documents',
        element: page(
          <RequireStaff>
            <StaffDocumentsPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/documents/:id',
        element: page(
          <RequireStaff>
            <StaffDocumentPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/integration-requests',
        element: page(
          <RequireStaff>
            <StaffIntegrationRequestsPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/error-reports',
        element: page(
          <RequireStaff>
            <ErrorReportsPage />
          </RequireStaff>,
        ),
      },
      {
        path: '/admin/faqs',
        element: page(
          <RequireStaff>
            <StaffFaqsPage />
          </RequireStaff>,
        ),
      },
      { path: '/admin/*', element: <Navigate to="/admin" replace /> },
      // The built-in gateways' own pages (card checkout, PayPal approval): public, no PressRun frame.
      { path: '/sandbox/checkout/:id', element: page(<SandboxCheckoutPage />) },
      { path: '/sandbox/paypal/:id', element: page(<SandboxPayPalPage />) },
      // The built-in sandbox stores: a platform's approval screen, and a stand-in shop to order from.
      // Both act for the signed-in company (a visitor signs in first and comes back).
      {
        path: '/sandbox/stores/:platform/authorize',
        element: page(
          <RequireAuth>
            <SandboxStoreAuthorizePage />
          </RequireAuth>,
        ),
      },
      {
        path: '/sandbox/stores/:id',
        element: page(
          <RequireAuth>
            <SandboxStorePage />
          </RequireAuth>,
        ),
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** What matched routes say of their code (those that say; see RouteCode), outermost first. */
export const codesOfMatches = (matches: ReadonlyArray<{ route: { handle?: unknown } }>): RouteCode[] =>
  matches.flatMap((m) => (m.route.handle as RouteCode | undefined) ?? []);

/** What the routes a URL path lands on say of their code (the server's outline asks by path). */
export const codesOf = (pathname: string) => codesOfMatches(matchRoutes(routes, pathname) ?? []);

/**
 * Loads the code of the frame and the page these routes show, so the first render has it in hand
 * rather than showing their skeletons first.
 */
export const preloadCodes = (codes: RouteCode[]) => Promise.all(codes.map((c) => c.load()));

/** What these routes read first (see RouteCode). */
export const firstReads = (codes: RouteCode[]) => codes.flatMap((c) => c.reads ?? []);

/** The route path a URL path lands on (its innermost route). */
export const routePathOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

let browserRouter: ReturnType<typeof createBrowserRouter> | null = null;
/** The browser's router, made on first use (the server renders the same routes with its own). */
export function appRouter() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}
