/** "Category anchors use hash #category-id-{id}" (3-menus §2): the element id of a category's section. */
export function categoryAnchorId(categoryId: string): string {
  return `category-id-${categoryId}`;
}
