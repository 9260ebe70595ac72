import { anyOf, BULK_FEATURES, developersOnly, signedIn } from '@commerce/domain';
import { lazyPrefetch, type Page } from '../lib/routes.ts';

/*
 * The page table: every screen of the console, once: its path, its component, who may open it, its top bar
 * label, its side menu entry and its command palette entries. The router (its guard in each route's loader,
 * lib/routes.ts), the side menu and the palette are made from it, in this order (the side menu's is spec 1
 * §2's). The server checks the same keys on the calls each page makes.
 *
 * This file is in the signed-in shell's first load: it imports only lib/routes.ts and the domain's access
 * helpers (a lint rule holds it); pages and prefetches load when first needed.
 */

const prefetchOf = {
  adminUsers: lazyPrefetch(() => import('../features/admin-users/prefetch.ts')),
  bulk: lazyPrefetch(() => import('../features/bulk/prefetch.ts')),
  categories: lazyPrefetch(() => import('../features/categories/prefetch.ts')),
  customers: lazyPrefetch(() => import('../features/customers/prefetch.ts')),
  dashboard: lazyPrefetch(() => import('../features/dashboard/prefetch.ts')),
  delivery: lazyPrefetch(() => import('../features/delivery/prefetch.ts')),
  destinations: lazyPrefetch(() => import('../features/destinations/prefetch.ts')),
  events: lazyPrefetch(() => import('../features/events/prefetch.ts')),
  giftCards: lazyPrefetch(() => import('../features/giftcards/prefetch.ts')),
  marketing: lazyPrefetch(() => import('../features/marketing/prefetch.ts')),
  orders: lazyPrefetch(() => import('../features/orders/prefetch.ts')),
  products: lazyPrefetch(() => import('../features/products/prefetch.ts')),
  roles: lazyPrefetch(() => import('../features/roles/prefetch.ts')),
  stores: lazyPrefetch(() => import('../features/stores/prefetch.ts')),
};

export const PAGES: readonly Page[] = [
  {
    path: '/profile',
    section: 'My Profile',
    access: signedIn,
    menu: 'My Profile',
    load: () => import('../features/profile/pages/ProfilePage.tsx').then((m) => m.ProfilePage),
  },
  {
    // Every signed-in user: each card shows only what their keys allow (dashboardCardsFor).
    path: '/dashboard',
    section: 'Dashboard',
    access: signedIn,
    menu: 'Dashboard',
    load: () => import('../features/dashboard/pages/DashboardPage.tsx').then((m) => m.DashboardPage),
    prefetch: prefetchOf.dashboard('cards'),
  },
  {
    // The sends the dashboard's integration health counts: reached from its numbers, not the menu.
    path: '/sends',
    section: 'Sends',
    access: anyOf('order-reader'),
    palette: 'Sends',
    load: () => import('../features/sends/pages/SendsPage.tsx').then((m) => m.SendsPage),
  },
  {
    path: '/orders',
    section: 'Orders',
    access: anyOf('order-reader'),
    menu: 'Orders',
    load: () => import('../features/orders/pages/OrdersPage.tsx').then((m) => m.OrdersPage),
    prefetch: prefetchOf.orders('list'),
    warm: true,
  },
  {
    path: '/orders/:id',
    section: 'Orders',
    access: anyOf('order-reader'),
    load: () => import('../features/orders/pages/OrderDetailPage.tsx').then((m) => m.OrderDetailPage),
    prefetch: prefetchOf.orders('record'),
  },
  {
    path: '/build-order',
    section: 'Build Order',
    access: anyOf('order-builder'),
    menu: 'Build Order',
    load: () => import('../features/build-order/pages/BuildOrderPage.tsx').then((m) => m.BuildOrderPage),
  },
  {
    path: '/customers',
    section: 'Customers',
    access: anyOf('customer-reader'),
    menu: 'Customers',
    load: () => import('../features/customers/pages/CustomersPage.tsx').then((m) => m.CustomersPage),
    prefetch: prefetchOf.customers('list'),
    warm: true,
  },
  {
    path: '/customers/:id',
    section: 'Customers',
    access: anyOf('customer-reader'),
    load: () =>
      import('../features/customers/pages/CustomerDetailPage.tsx').then((m) => m.CustomerDetailPage),
    prefetch: prefetchOf.customers('record'),
  },
  {
    // Default, /dcf/{type}, /dcf/{type}/{value} and /dcf/ase-drawers[/{id}]: one page routing inside itself.
    path: '/dcf/*',
    section: 'Departments, Classes, Finelines',
    access: anyOf('dcf-reader'),
    menu: 'DCF Settings',
    palette: [{ label: 'ASE Drawers', path: '/dcf/ase-drawers' }],
    load: () => import('../features/dcf/pages/DcfPage.tsx').then((m) => m.DcfPage),
  },
  {
    path: '/products',
    section: 'Products',
    access: anyOf('product-reader'),
    menu: 'Products',
    load: () => import('../features/products/pages/ProductsPage.tsx').then((m) => m.ProductsPage),
    prefetch: prefetchOf.products('list'),
    warm: true,
  },
  {
    path: '/products/:code/:view?/:id?',
    section: 'Products',
    access: anyOf('product-reader'),
    load: () => import('../features/products/pages/ProductPage.tsx').then((m) => m.ProductPage),
    prefetch: prefetchOf.products('record'),
  },
  {
    path: '/events',
    section: 'Events',
    access: anyOf('events-reader'),
    menu: 'Events',
    load: () => import('../features/events/pages/EventsPage.tsx').then((m) => m.EventsPage),
    prefetch: prefetchOf.events('list'),
    warm: true,
  },
  {
    path: '/events/new',
    section: 'Events',
    access: anyOf('events-create'),
    load: () => import('../features/events/pages/EventCreatePage.tsx').then((m) => m.EventCreatePage),
  },
  {
    path: '/events/:code',
    section: 'Events',
    access: anyOf('events-reader'),
    load: () => import('../features/events/pages/EventDetailPage.tsx').then((m) => m.EventDetailPage),
    prefetch: prefetchOf.events('event'),
  },
  {
    // /categories[/{id}[/{tab}]]: one route, so the tree keeps what is expanded while categories change.
    path: '/categories/*',
    section: 'Categories',
    access: anyOf('categories-reader'),
    menu: 'Categories',
    load: () => import('../features/categories/pages/CategoriesPage.tsx').then((m) => m.CategoriesPage),
    prefetch: prefetchOf.categories('category'),
  },
  {
    // Where 'Open in content service' leads (read-only), from every area that shows content.
    path: '/content/entries/:id',
    section: 'Content',
    access: anyOf('categories-reader', 'dcf-reader', 'product-reader', 'stores-reader', 'events-reader'),
    load: () => import('../features/content/pages/ContentEntryPage.tsx').then((m) => m.ContentEntryPage),
  },
  {
    path: '/giftcards',
    section: 'Gift Cards',
    access: anyOf('giftcards-reader'),
    menu: 'Gift Cards',
    load: () => import('../features/giftcards/pages/GiftCardsPage.tsx').then((m) => m.GiftCardsPage),
    prefetch: prefetchOf.giftCards('list'),
    warm: true,
  },
  {
    path: '/destinations',
    section: 'Destinations',
    access: anyOf('address-reader'),
    menu: 'Destinations',
    load: () => import('../features/destinations/pages/DestinationsPage.tsx').then((m) => m.DestinationsPage),
    prefetch: prefetchOf.destinations('destinations'),
    warm: true,
  },
  {
    path: '/destinations/create',
    section: 'Destinations',
    access: anyOf('address-admin'),
    palette: 'New Destination',
    load: () =>
      import('../features/destinations/pages/DestinationCreatePage.tsx').then((m) => m.DestinationCreatePage),
  },
  {
    path: '/destinations/zip',
    section: 'Destinations',
    access: anyOf('address-reader'),
    palette: 'Route Codes',
    load: () => import('../features/destinations/pages/RouteCodesPage.tsx').then((m) => m.RouteCodesPage),
    prefetch: prefetchOf.destinations('routeCodes'),
    warm: true,
  },
  {
    path: '/destinations/zip/create',
    section: 'Destinations',
    access: anyOf('address-admin'),
    palette: 'New Route Code',
    load: () =>
      import('../features/destinations/pages/RouteCodeCreatePage.tsx').then((m) => m.RouteCodeCreatePage),
  },
  {
    path: '/destinations/zip/:id',
    section: 'Destinations',
    access: anyOf('address-reader'),
    load: () =>
      import('../features/destinations/pages/RouteCodeDetailPage.tsx').then((m) => m.RouteCodeDetailPage),
    prefetch: prefetchOf.destinations('routeCode'),
  },
  {
    path: '/destinations/:id',
    section: 'Destinations',
    access: anyOf('address-reader'),
    load: () =>
      import('../features/destinations/pages/DestinationDetailPage.tsx').then((m) => m.DestinationDetailPage),
    prefetch: prefetchOf.destinations('destination'),
  },
  {
    path: '/register-trainingusers',
    section: 'Register Training Users',
    // Spec 3 says misc-marketing covers the registration; spec 1 shows the menu entry to address-reader.
    access: anyOf('address-reader', 'misc-marketing'),
    menu: 'Register Training Users',
    menuAccess: anyOf('address-reader'),
    load: () =>
      import('../features/training-users/pages/RegisterTrainingUsersPage.tsx').then(
        (m) => m.RegisterTrainingUsersPage,
      ),
  },
  {
    path: '/stores',
    section: 'Stores',
    access: anyOf('stores-reader'),
    menu: 'Stores',
    load: () => import('../features/stores/pages/StoresPage.tsx').then((m) => m.StoresPage),
    prefetch: prefetchOf.stores('list'),
    warm: true,
  },
  {
    path: '/stores/create',
    section: 'Stores',
    access: anyOf('stores-create'),
    palette: 'New Store',
    load: () => import('../features/stores/pages/StoreCreatePage.tsx').then((m) => m.StoreCreatePage),
  },
  {
    path: '/stores/:id',
    section: 'Stores',
    access: anyOf('stores-reader'),
    load: () => import('../features/stores/pages/StoreDetailPage.tsx').then((m) => m.StoreDetailPage),
    prefetch: prefetchOf.stores('record'),
  },
  {
    path: '/delivery',
    section: 'Delivery',
    access: anyOf('delivery-reader'),
    menu: 'Delivery',
    load: () =>
      import('../features/delivery/pages/DeliverySettingsPage.tsx').then((m) => m.DeliverySettingsPage),
    prefetch: prefetchOf.delivery('settings'),
  },
  {
    path: '/delivery/calendar',
    section: 'Delivery',
    access: anyOf('delivery-reader'),
    palette: 'Delivery Dates Calendar',
    load: () =>
      import('../features/delivery/pages/DeliveryCalendarPage.tsx').then((m) => m.DeliveryCalendarPage),
    prefetch: prefetchOf.delivery('calendar'),
  },
  {
    path: '/holidayDeliveryFees',
    section: 'Holiday Delivery Fees',
    access: anyOf('delivery-reader'),
    menu: 'Holiday Delivery Fees',
    load: () => import('../features/delivery/pages/HolidayFeesPage.tsx').then((m) => m.HolidayFeesPage),
    prefetch: prefetchOf.delivery('holidayFees'),
  },
  {
    path: '/holidayDeliveryFees/zip',
    section: 'Holiday Delivery Fees',
    access: anyOf('delivery-reader'),
    palette: 'Date-Specific Delivery Fees',
    load: () =>
      import('../features/delivery/pages/DateSpecificFeesPage.tsx').then((m) => m.DateSpecificFeesPage),
    prefetch: prefetchOf.delivery('dateSpecificFees'),
  },
  {
    // /marketing/{tab}: one page, the tab in the path.
    path: '/marketing/*',
    section: 'Marketing',
    access: anyOf('misc-marketing'),
    menu: 'Marketing',
    palette: [
      { label: 'Batch Redirects', path: '/marketing/batchRedirects' },
      { label: 'Sitemap', path: '/marketing/sitemap' },
      { label: 'SEO Pages', path: '/marketing/seo' },
    ],
    load: () => import('../features/marketing/pages/MarketingPage.tsx').then((m) => m.MarketingPage),
    prefetch: prefetchOf.marketing('marketingTab'),
    warm: true,
  },
  {
    path: '/admin',
    section: 'Admin Tools',
    access: anyOf('internal-reader'),
    menu: 'Admin Tools',
    load: () => import('../features/admin-tools/pages/AdminToolsPage.tsx').then((m) => m.AdminToolsPage),
  },
  {
    path: '/admin/users',
    section: 'Internal Users',
    access: anyOf('internal-reader'),
    palette: 'Internal Users',
    load: () => import('../features/admin-users/pages/AdminUsersPage.tsx').then((m) => m.AdminUsersPage),
    prefetch: prefetchOf.adminUsers('list'),
    warm: true,
  },
  {
    path: '/admin/users/create',
    section: 'Internal Users',
    access: anyOf('internal-admin'),
    palette: 'New Internal User',
    load: () =>
      import('../features/admin-users/pages/AdminUserCreatePage.tsx').then((m) => m.AdminUserCreatePage),
  },
  {
    path: '/admin/users/:id',
    section: 'Internal Users',
    access: anyOf('internal-reader'),
    load: () =>
      import('../features/admin-users/pages/AdminUserDetailPage.tsx').then((m) => m.AdminUserDetailPage),
    prefetch: prefetchOf.adminUsers('record'),
  },
  {
    path: '/admin/roles',
    section: 'User Roles',
    access: anyOf('internal-admin'),
    palette: 'User Roles',
    load: () => import('../features/roles/pages/RolesPage.tsx').then((m) => m.RolesPage),
    prefetch: prefetchOf.roles('list'),
    warm: true,
  },
  {
    path: '/admin/roles/create',
    section: 'User Roles',
    access: anyOf('internal-admin'),
    palette: 'New User Role',
    load: () => import('../features/roles/pages/RoleCreatePage.tsx').then((m) => m.RoleCreatePage),
  },
  {
    path: '/admin/roles/:id',
    section: 'User Roles',
    access: anyOf('internal-admin'),
    load: () => import('../features/roles/pages/RoleDetailPage.tsx').then((m) => m.RoleDetailPage),
    prefetch: prefetchOf.roles('record'),
  },
  {
    // Every key that opens some job type (C-11): route codes are imported there with address-admin.
    path: '/bulk-operations',
    section: 'Bulk Operations',
    access: anyOf(...BULK_FEATURES),
    menu: 'Bulk Operations',
    load: () => import('../features/bulk/pages/BulkOperationsPage.tsx').then((m) => m.BulkOperationsPage),
  },
  {
    path: '/bulk-operations/:jobType',
    section: 'Bulk Operations',
    access: anyOf(...BULK_FEATURES),
    load: () => import('../features/bulk/pages/BulkJobsPage.tsx').then((m) => m.BulkJobsPage),
    prefetch: prefetchOf.bulk('jobs'),
  },
  {
    path: '/bulk-operations/:jobType/:jobId',
    section: 'Bulk Operations',
    access: anyOf(...BULK_FEATURES),
    load: () => import('../features/bulk/pages/BulkJobPage.tsx').then((m) => m.BulkJobPage),
  },
  {
    // Always in the menu (spec 3); editing needs misc-marketing.
    path: '/home-page',
    section: 'Home Page',
    access: signedIn,
    menu: 'Home Page',
    load: () => import('../features/marketing/pages/HomePagePage.tsx').then((m) => m.HomePagePage),
    prefetch: prefetchOf.marketing('homePage'),
  },
  {
    path: '/developer',
    section: 'Developer Tools',
    access: developersOnly,
    load: () => import('../features/developer/pages/DeveloperPage.tsx').then((m) => m.DeveloperPage),
  },
];
