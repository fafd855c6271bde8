import { exhaustiveSwitchError } from '@tableside/billing-domain';
import type { MenuLabels } from '@tableside/ui/menu';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The menu components' labels from the active locale. */
export function useMenuLabels(): MenuLabels {
  const { t } = useTranslation();
  return useMemo(
    (): MenuLabels => ({
      back: t('common.back'),
      close: t('common.close'),
      filter: t('menu.filter'),
      selectMenu: t('menu.selectMenu'),
      categories: t('menu.categories'),
      fromPrice: (price) => t('menu.fromPrice', { price }),
      calories: (value) => t('menu.calories', { value }),
      moreChips: (count) => t('menu.moreChips', { count }),
      tags: t('menu.tags'),
      allergens: t('menu.allergens'),
      required: t('menu.required'),
      modifierHint: (hint) => {
        switch (hint.kind) {
          case 'none':
            return '';
          case 'minOnly':
            return t('menu.hint.minOnly', { min: hint.min });
          case 'maxOnly':
            return t('menu.hint.maxOnly', { max: hint.max });
          case 'exact':
            return t('menu.hint.exact', { value: hint.count });
          case 'range':
            return t('menu.hint.range', { min: hint.min, max: hint.max });
          default:
            return exhaustiveSwitchError(hint);
        }
      },
      modifierGroupError: t('menu.modifierGroupError'),
      quantity: t('menu.quantity'),
      increaseQuantity: t('menu.increaseQuantity'),
      decreaseQuantity: t('menu.decreaseQuantity'),
      addItem: (price) => t('menu.addItem', { price }),
      addItems: (quantity, price) => t('menu.addItems', { quantity, price }),
      editItem: (price) => t('menu.editItem', { price }),
      orderWithWaiter: t('menu.orderWithWaiter'),
      productTypeNotSupported: t('menu.productTypeNotSupported'),
      relatedProducts: t('menu.relatedProducts'),
      filterTitle: t('menu.filterTitle'),
      itemType: t('menu.itemType'),
      availableForOrder: t('menu.availableForOrder'),
      allMenu: t('menu.allMenu'),
      excludedAllergens: t('menu.excludedAllergens'),
      showResults: t('menu.showResults'),
      clearFilters: t('menu.clearFilters'),
    }),
    [t],
  );
}
