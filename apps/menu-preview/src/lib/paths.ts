/** The preview routes of 1-core §2 / 3-menus §2: "/venues/{venueId}/menu-previews and /menu-previews/{language}/{menuId} (same structure)". */
export const previewPaths = {
  list: (venueId: string) => `/venues/${encodeURIComponent(venueId)}/menu-previews`,
  menu: (venueId: string, language: string, menuId: string) => `${previewPaths.list(venueId)}/${encodeURIComponent(language)}/${encodeURIComponent(menuId)}`,
  product: (venueId: string, language: string, menuId: string, productId: string) =>
    `${previewPaths.menu(venueId, language, menuId)}/products/${encodeURIComponent(productId)}`,
  block: (venueId: string, language: string, menuId: string, blockId: string) =>
    `${previewPaths.menu(venueId, language, menuId)}/blocks/${encodeURIComponent(blockId)}`,
};
