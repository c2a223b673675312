export const homeKeys = {
  siteImages: ['site-images'] as const,
  topSelling: ['articles', 'top-selling'] as const,
  latest: ['articles', 'latest'] as const,
};
