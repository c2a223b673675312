import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnerArticle,
  OwnerArticleChange,
  OwnerArticleCreate,
  OwnerArticleSizes,
} from '@vitrine/contracts';
import { call } from '@/lib/api-client';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/articles/:id`: the article as its form edits it, hidden or not. */
export const ownerArticleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ownerKeys.article(id),
    queryFn: ({ signal }) => ownerCall('getOwnerArticle', { params: { id } }, { signal }),
    staleTime: 0,
  });

/** `GET /api/owner/articles/:id/images`: its photos, which the photo components edit. */
export const ownerArticlePhotosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ownerKeys.articlePhotos(id),
    queryFn: ({ signal }) => ownerCall('getArticlePhotos', { params: { id } }, { signal }),
  });

/** `GET /api/owner/stock?seuil=`: the sizes with that many pieces or fewer. */
export const lowStockQueryOptions = (seuil: number) =>
  queryOptions({
    queryKey: ownerKeys.lowStock(seuil),
    queryFn: ({ signal }) => ownerCall('listLowStock', { query: { seuil } }, { signal }),
    staleTime: 0,
  });

/** The shop's sizes, for an article's sizes (the storefront's own lists give the rest). */
export const useSizes = () =>
  useQuery({
    queryKey: [...ownerKeys.all, 'sizes'],
    queryFn: ({ signal }) => call('listSizes', {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** A saved article: its form shows it as saved, the searches and the stock page read it again. */
function useArticleSaved() {
  const queryClient = useQueryClient();
  return (article?: OwnerArticle) => {
    if (article) queryClient.setQueryData(ownerKeys.article(article.id), article);
    void queryClient.invalidateQueries({ queryKey: ownerKeys.articles() });
    void queryClient.invalidateQueries({ queryKey: [...ownerKeys.all, 'stock'] });
  };
}

/** `POST /api/owner/articles` → its id. */
export function useCreateArticle() {
  const saved = useArticleSaved();
  return useMutation({
    mutationFn: (article: OwnerArticleCreate) => ownerCall('createOwnerArticle', { body: article }),
    onSuccess: () => saved(),
  });
}

/** `PATCH /api/owner/articles/:id`: the fields changed (`visible` hides it or puts it back). */
export function useChangeArticle(id: number) {
  const saved = useArticleSaved();
  return useMutation({
    mutationFn: (change: OwnerArticleChange) =>
      ownerCall('changeOwnerArticle', { params: { id }, body: change }),
    onSuccess: saved,
  });
}

/** `PUT /api/owner/articles/:id/tailles`: every size offered with its stock. */
export function useSetSizes(id: number) {
  const queryClient = useQueryClient();
  const saved = useArticleSaved();
  return useMutation({
    mutationFn: (sizes: OwnerArticleSizes) => ownerCall('setArticleSizes', { params: { id }, body: sizes }),
    onSuccess: (tailles) => {
      queryClient.setQueryData<OwnerArticle>(ownerKeys.article(id), (article) =>
        article ? { ...article, tailles } : article,
      );
      saved();
    },
  });
}
