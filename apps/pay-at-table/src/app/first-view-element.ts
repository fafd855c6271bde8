/**
 * Where a page rendered on the server keeps the first view's state: a `<script type="application/json">` data block
 * (the CSP allows no inline script), and the module that hydrates from it, which the page preloads. Only these
 * names are on the bill route's critical path; the module loads only on such a page.
 */
export const FIRST_VIEW_ELEMENT_ID = 'tableside-first-view';
export const FIRST_VIEW_MODULE = 'src/app/first-view.ts';
