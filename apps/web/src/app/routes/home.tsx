import { HomePage } from '@/features/home/components/home-page';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';

export function Component() {
  return <HomePage newsletter={<NewsletterSection />} />;
}
