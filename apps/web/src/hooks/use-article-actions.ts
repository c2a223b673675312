import { useState } from 'react';
import { selectIsFavourite, useFavouritesStore } from '@/stores/favourites-store';
import { addToCart, addToFavourites } from '@/stores/shop-actions';

/** Cart and favourite actions for one article, with a pending flag for the buttons. */
export function useArticleActions(articleId: number) {
  const [adding, setAdding] = useState(false);
  const isFavourite = useFavouritesStore(selectIsFavourite(articleId));
  const removeFavourite = useFavouritesStore((state) => state.remove);

  const add = async (quantite = 1) => {
    setAdding(true);
    try {
      await addToCart(articleId, quantite);
    } finally {
      setAdding(false);
    }
  };

  const toggleFavourite = async () => {
    if (isFavourite) removeFavourite(articleId);
    else await addToFavourites(articleId);
  };

  return { add, adding, isFavourite, toggleFavourite };
}
