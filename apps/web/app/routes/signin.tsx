import { AuthPage, SignInForm } from '../components/content/template-auth';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/signin';

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Sign in') },
  { name: 'robots', content: 'noindex' },
];

export default function SignIn() {
  return (
    <AuthPage
      headline="Ready for the next match?"
      tagline="Sign in to follow your orders and save your favourite boots."
    >
      <SignInForm />
    </AuthPage>
  );
}
