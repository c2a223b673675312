import { useQuery } from '@tanstack/react-query';
import type { Article } from '@vitrine/contracts';
import { apiGet, takeEmbeddedAnswer } from '@/lib/api-client';
import { sharedKeys } from './query-keys';

export const getArticle = (id: number, signal?: AbortSignal) => apiGet<Article>(`/Article/${id}`, signal);

export function useArticle(id: number) {
  return useQuery({
    queryKey: sharedKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    initialData: () => takeEmbeddedAnswer<Article>(`/Article/${id}`),
  });
}
