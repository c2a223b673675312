import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@vitrine/contracts';
import { useState } from 'react';
import { collectionDetailQuery } from '@/api/collection-detail';
import { addAllToCart, addAllToFavourites, type LeftOut } from '@/stores/shop-actions';

type Target = 'cart' | 'favourites';

/**
 * Adds every article of a collection to the cart or to favourites, fetching the collection first. The
 * pieces sold in sizes stay out of the cart (`leftOut`): the shopper chooses their sizes on their pages;
 * so do the sold-out ones.
 */
export function useCollectionActions(collectionId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Target | null>(null);
  const [leftOut, setLeftOut] = useState<LeftOut>({ sizeNeeded: [], soldOut: [] });

  const addAll = async (target: Target) => {
    setPending(target);
    try {
      const detail = await queryClient.fetchQuery({ ...collectionDetailQuery(collectionId), staleTime: 0 });
      const { articles } = detail.collection;
      if (target === 'cart') setLeftOut(await addAllToCart(articles));
      else addAllToFavourites(articles);
    } catch (error) {
      console.error(error);
      // As for a single article, only a failed cart add is told to the shopper (spec section 4).
      if (target === 'cart') window.alert(MESSAGES.addToCartFailed);
    } finally {
      setPending(null);
    }
  };

  return {
    addToCart: () => addAll('cart'),
    addToFavourites: () => addAll('favourites'),
    pending,
    leftOut,
  };
}
