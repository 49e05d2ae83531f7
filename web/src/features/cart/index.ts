/**
 * What other features and app/ may use of cart: its query and changes, and the pieces order review
 * shows its lines with. They import the folder only from here.
 */
export {
  CART_KEY,
  cartRead,
  useAddToCart,
  useCart,
  useCartCount,
  useRemoveCartItem,
  useUpdateCartItem,
} from './api';
export { CartItemPicture, CartItemText, cartItemTitle } from './CartItemSummary';
export { CartModalBody } from './CartModalBody';
export { CartQuantity } from './CartQuantity';
export { ORDER_REVIEW_PATH } from './paths';
