export { SigninPage as Component } from '@/features/account/components/signin-page';
