export { SignupPage as Component } from '@/features/account/components/signup-page';
