import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@vitrine/contracts';
import { useState } from 'react';
import { collectionDetailKey, getCollectionDetail } from '@/api/collection-detail';
import { addAllToCart, addAllToFavourites } from '@/stores/shop-actions';

/** Adds every article of a collection to the cart or to favourites, fetching the collection first. */
export function useCollectionActions(collectionId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<'cart' | 'favourites' | null>(null);

  const fetchArticles = async () => {
    const detail = await queryClient.fetchQuery({
      queryKey: collectionDetailKey(collectionId),
      queryFn: ({ signal }) => getCollectionDetail(collectionId, signal),
      staleTime: 0,
    });
    return detail.collection.articles;
  };

  const addToCart = async () => {
    setPending('cart');
    try {
      addAllToCart(await fetchArticles());
    } catch (error) {
      console.error(error);
      window.alert(MESSAGES.addToCartFailed);
    } finally {
      setPending(null);
    }
  };

  const addToFavourites = async () => {
    setPending('favourites');
    try {
      addAllToFavourites(await fetchArticles());
    } catch (error) {
      console.error(error);
    } finally {
      setPending(null);
    }
  };

  return { addToCart, addToFavourites, pending };
}
