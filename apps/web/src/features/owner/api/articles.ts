import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OWNER_UPLOAD, type OwnerArticlePhotos } from '@vitrine/contracts';
import { toQueryString } from '@/lib/api-client';
import { ownerRequest } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/articles?q=`: articles whose name holds `q` (the latest ones when empty), with their photos. */
export const ownerArticlesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ownerKeys.articleSearch(q),
    queryFn: ({ signal }) =>
      ownerRequest<OwnerArticlePhotos[]>(`/articles${toQueryString({ q })}`, { signal }),
    staleTime: 0,
  });

const imagesPath = (articleId: number) => `/articles/${articleId}/images`;

/** Every photo route answers with the article's photos as they now are: each search showing it is updated. */
function usePhotosMutation<V>(send: (variables: V) => Promise<OwnerArticlePhotos>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (article) => {
      queryClient.setQueriesData<OwnerArticlePhotos[]>({ queryKey: ownerKeys.articles() }, (list) =>
        list?.map((each) => (each.id === article.id ? article : each)),
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.articles() }),
  });
}

/** `POST /api/owner/articles/:id/images` (multipart, field `images`). */
export const useUploadPhotos = (articleId: number) =>
  usePhotosMutation((files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append(OWNER_UPLOAD.field, file);
    return ownerRequest<OwnerArticlePhotos>(imagesPath(articleId), { method: 'POST', body: form });
  });

/** `PUT /api/owner/articles/:id/images {ids}`: the new order, the first being the main photo. */
export const useReorderPhotos = (articleId: number) =>
  usePhotosMutation((ids: number[]) =>
    ownerRequest<OwnerArticlePhotos>(imagesPath(articleId), { method: 'PUT', body: { ids } }),
  );

/** `DELETE /api/owner/articles/:id/images/:imageId`. */
export const useDeletePhoto = (articleId: number) =>
  usePhotosMutation((imageId: number) =>
    ownerRequest<OwnerArticlePhotos>(`${imagesPath(articleId)}/${imageId}`, { method: 'DELETE' }),
  );
