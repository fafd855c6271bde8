import { ExpressCheckout } from '../features/express/components/express-checkout.js';
import expressStrings from '../features/express/locales/en-US.json';
import { withOrderingStrings } from './ordering-strings.js';

/** The express checkout, rendered once its en-US strings are in i18next's table (`express-checkout-loader.ts`). */
export default withOrderingStrings(ExpressCheckout, expressStrings);
