import { ViewBasketButton } from '../features/basket/components/view-basket-button.js';
import { MenuPage } from '../features/menu/components/menu-page.js';
import { AllergyQuestion } from '../features/ordering/components/allergy-question.js';

/** The menu page with the basket button and the allergy question plugged in (features never import each other). */
export function MenuPageRoute() {
  return <MenuPage ViewBasketButton={ViewBasketButton} AllergyQuestion={AllergyQuestion} />;
}
