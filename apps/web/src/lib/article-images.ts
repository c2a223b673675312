import type { Article } from '@vitrine/contracts';

/** An article's pictures, the main one first, each once (the API may repeat it in `images`). */
export function articleImages(article: Article): string[] {
  return [article.image, ...article.images.map((image) => image.url)].filter(
    (url, index, all) => url && all.indexOf(url) === index,
  );
}
