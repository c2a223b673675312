import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { latestQuery } from '@/features/home/api/get-latest';
import { siteImagesQuery } from '@/features/home/api/get-site-images';
import { topSellingQuery } from '@/features/home/api/get-top-selling';
import { HomePage } from '@/features/home/components/home-page';
import type { FirstReads } from '../page-data';

// The sign-up form (react-hook-form and zod with it) loads as the visitor scrolls towards it.
const NewsletterSection = lazy(() =>
  import('@/features/newsletter/components/newsletter-section').then((module) => ({
    default: module.NewsletterSection,
  })),
);

export const firstReads: FirstReads = () => [siteImagesQuery, topSellingQuery, latestQuery];

export function Component() {
  return (
    <HomePage
      newsletter={
        <WhenVisible minHeight="28rem">
          <NewsletterSection />
        </WhenVisible>
      }
    />
  );
}
