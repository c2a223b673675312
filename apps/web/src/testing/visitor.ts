import { useCartStore } from '@/stores/cart-store';
import { useCustomerStore } from '@/stores/customer-store';
import { useFavouritesStore } from '@/stores/favourites-store';
import { useOrderHistoryStore } from '@/stores/order-history-store';

/** A first visit: the anti-forgery cookie the API sets, and nothing kept in this browser. */
export function resetVisitor() {
  // biome-ignore lint/suspicious/noDocumentCookie: the API sets this cookie; the test plays its part
  document.cookie = 'XSRF-TOKEN=jeton-test';
  useCartStore.setState({ items: [] });
  useCustomerStore.setState(useCustomerStore.getInitialState());
  useOrderHistoryStore.setState({ orders: [] });
  useFavouritesStore.setState({ items: [] });
}
