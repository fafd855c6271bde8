import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { MenuLabels } from '@tableside/ui/menu';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The menu components' labels from the active locale. */
export function useMenuLabels(): MenuLabels {
  const { t } = useTranslation();
  return useMemo(
    (): MenuLabels => ({
      back: t('app.menu.back'),
      close: t('app.menu.close'),
      filter: t('app.menu.filter'),
      selectMenu: t('app.menu.selectMenu'),
      categories: t('app.menu.categories'),
      fromPrice: (price) => t('app.menu.fromPrice', { price }),
      calories: (value) => t('app.menu.calories', { value }),
      moreChips: (count) => t('app.menu.moreChips', { count }),
      tags: t('app.menu.tags'),
      allergens: t('app.menu.allergens'),
      required: t('app.menu.required'),
      modifierHint: (hint) => {
        switch (hint.kind) {
          case 'none':
            return '';
          case 'minOnly':
            return t('app.menu.hint.minOnly', { min: hint.min });
          case 'maxOnly':
            return t('app.menu.hint.maxOnly', { max: hint.max });
          case 'exact':
            return t('app.menu.hint.exact', { value: hint.count });
          case 'range':
            return t('app.menu.hint.range', { min: hint.min, max: hint.max });
          default:
            return exhaustiveSwitchError(hint);
        }
      },
      modifierGroupError: t('app.menu.modifierGroupError'),
      quantity: t('app.menu.quantity'),
      increaseQuantity: t('app.menu.increaseQuantity'),
      decreaseQuantity: t('app.menu.decreaseQuantity'),
      addItem: (price) => t('app.menu.addItem', { price }),
      addItems: (quantity, price) => t('app.menu.addItems', { quantity, price }),
      editItem: (price) => t('app.menu.editItem', { price }),
      orderWithWaiter: t('app.menu.orderWithWaiter'),
      productTypeNotSupported: t('app.menu.productTypeNotSupported'),
      relatedProducts: t('app.menu.relatedProducts'),
      filterTitle: t('app.menu.filterTitle'),
      itemType: t('app.menu.itemType'),
      availableForOrder: t('app.menu.availableForOrder'),
      allMenu: t('app.menu.allMenu'),
      excludedAllergens: t('app.menu.excludedAllergens'),
      showResults: t('app.menu.showResults'),
      clearFilters: t('app.menu.clearFilters'),
    }),
    [t],
  );
}
