import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsFavourite, useFavouritesStore } from '@/stores/favourites-store';
import { addToCartIn, addToFavourites } from '@/stores/shop-actions';
import type { ChosenSize } from '@/stores/shop-item';

/** Cart and favourite actions for one article, with a pending flag for the buttons. */
export function useArticleActions(articleId: number) {
  const [adding, setAdding] = useState(false);
  const isFavourite = useFavouritesStore(selectIsFavourite(articleId));
  const removeFavourite = useFavouritesStore((state) => state.remove);
  const navigate = useNavigate();
  const reads = useQueryClient();

  /** Adds to the cart; an article sold in sizes added without one opens its page, where sizes are chosen. */
  const add = async (quantite = 1, size?: ChosenSize) => {
    setAdding(true);
    try {
      const outcome = await addToCartIn(reads, articleId, quantite, size);
      if (outcome === 'size-needed') navigate(`/SingleProduit/${articleId}`);
    } finally {
      setAdding(false);
    }
  };

  const toggleFavourite = async () => {
    if (isFavourite) removeFavourite(articleId);
    else await addToFavourites(reads, articleId);
  };

  return { add, adding, isFavourite, toggleFavourite };
}
