import { type Article, toDecimalString, toMillimes } from '@vitrine/contracts';
import { SHOP } from '@/config/shop';
import { useSiteOrigin } from '@/hooks/use-site-origin';

/**
 * schema.org Product data, so search engines can show the name, photo and price, and the page's
 * BreadcrumbList (the trail the page shows).
 */
export function ProductJsonLd({ article, soldOut }: { article: Article; soldOut: boolean }) {
  const origin = useSiteOrigin();
  const absolute = (url: string) => new URL(url, origin).href;
  const category = article.sub_category.categories;
  const trail = [
    { name: 'Accueil', url: '/' },
    { name: category.nom, url: `/categories?nom=${category.id}` },
    { name: article.sub_category.nom, url: `/categories?nom=${category.id}&sous=${article.sub_category.id}` },
    { name: article.nom, url: `/SingleProduit/${article.id}` },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(step.url),
    })),
  };
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.nom,
    description: article.description,
    sku: String(article.id),
    image: [article.image, ...article.images.map((image) => image.url)].filter(Boolean).map(absolute),
    category: `${article.sub_category.categories.nom} > ${article.sub_category.nom}`,
    brand: { '@type': 'Brand', name: SHOP.name },
    ...(article.colors.length > 0 ? { color: article.colors.map((color) => color.nom).join(', ') } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(`/SingleProduit/${article.id}`),
      priceCurrency: 'TND',
      price: toDecimalString(toMillimes(article.prix_final)),
      availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  // JSON.stringify does not escape "<": a name holding "</script>" must not close the tag.
  const json = JSON.stringify([product, breadcrumbs]).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data, "<" escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
