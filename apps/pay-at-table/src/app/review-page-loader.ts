/**
 * The review page's chunk and strings behind one more step: the entry names only this small chunk, not the page's
 * dependencies, so the entry (on the bill route's critical path) stays as it was.
 */
export const loadReviewPage = async () => {
  const [page, strings] = await Promise.all([import('../features/review/components/new-review-page.js'), import('../features/review/locales/en-US.json')]);
  return { Page: page.NewReviewPage, strings: strings.default };
};
