import { AuthPage, SignInForm } from '../components/content/template-auth';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/signin';

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
