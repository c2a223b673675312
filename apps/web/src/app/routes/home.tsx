import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { HomePage } from '@/features/home/components/home-page';

// The sign-up form (react-hook-form and zod with it) loads as the visitor scrolls towards it.
const NewsletterSection = lazy(() =>
  import('@/features/newsletter/components/newsletter-section').then((module) => ({
    default: module.NewsletterSection,
  })),
);

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
