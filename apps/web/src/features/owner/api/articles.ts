import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OWNER_UPLOAD, type OwnerArticlePhotos } from '@vitrine/contracts';
import { ownerCall } from './owner-request';
import { ownerKeys } from './query-keys';

/** `GET /api/owner/articles?q=`: articles whose name holds `q` (the latest ones when empty), with their photos. */
export const ownerArticlesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ownerKeys.articleSearch(q),
    queryFn: ({ signal }) => ownerCall('listOwnerArticles', { query: { q } }, { signal }),
    staleTime: 0,
  });

/** Every photo route answers with the article's photos as they now are: each search showing it is updated. */
function usePhotosMutation<V>(send: (variables: V) => Promise<OwnerArticlePhotos>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (article) => {
      queryClient.setQueriesData<OwnerArticlePhotos[]>({ queryKey: ownerKeys.articles() }, (list) =>
        list?.map((each) => (each.id === article.id ? article : each)),
      );
      queryClient.setQueryData(ownerKeys.articlePhotos(article.id), article);
      // The article form shows the main photo.
      void queryClient.invalidateQueries({ queryKey: ownerKeys.article(article.id), exact: true });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ownerKeys.articles() });
      void queryClient.invalidateQueries({ queryKey: [...ownerKeys.all, 'article'] });
    },
  });
}

export interface PhotoUpload {
  files: File[];
  /** Told after each photo the shop has taken. */
  onSent: (count: number) => void;
}

/**
 * `POST /api/owner/articles/:id/images` (multipart, field `images`), one photo a request: a phone's
 * connection sends one in seconds, well within the server's time for a whole request, and a failure
 * keeps the photos sent before it.
 */
export const useUploadPhotos = (articleId: number) =>
  usePhotosMutation(async ({ files, onSent }: PhotoUpload) => {
    const sendOne = (file: File) => {
      const form = new FormData();
      form.append(OWNER_UPLOAD.field, file);
      return ownerCall('addArticlePhotos', { params: { id: articleId }, body: form });
    };
    const [first, ...rest] = files;
    if (!first) throw new Error('no photo to send');
    let article = await sendOne(first);
    let count = 1;
    onSent(count);
    for (const file of rest) {
      article = await sendOne(file);
      onSent(++count);
    }
    return article;
  });

/** `PUT /api/owner/articles/:id/images {ids}`: the new order, the first being the main photo. */
export const useReorderPhotos = (articleId: number) =>
  usePhotosMutation((ids: number[]) =>
    ownerCall('reorderArticlePhotos', { params: { id: articleId }, body: { ids } }),
  );

/** `DELETE /api/owner/articles/:id/images/:imageId`. */
export const useDeletePhoto = (articleId: number) =>
  usePhotosMutation((imageId: number) =>
    ownerCall('removeArticlePhoto', { params: { id: articleId, imageId } }),
  );
