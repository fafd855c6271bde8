// The shell shared by the small router apps (guest-app, terminal-receipts, menu-preview): the root route's layout,
// the page heading and the page styles. A subpath of its own, so react-router, react-i18next and this CSS never reach
// the main entry's users; the layout imports no CSS, so an app with its own page styles (menu-preview) does not load
// these.
export { PageHeading } from './page-heading.js';
export { InitialLoading, RootLayout } from './root-layout.js';
export type { InitialLoadingProps, RootLayoutProps } from './root-layout.js';
export { pageClasses } from './pages.js';
