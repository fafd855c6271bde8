/**
 * The table landing's page, a chunk of its own: the table route's loader starts it once it knows the landing will show
 * (no open bill to go to), and the route renders it (`table-landing-route.tsx`).
 */
export const loadTableLandingPage = () => import('../features/table/components/table-landing-page.js');
