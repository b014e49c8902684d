import { AuthPage, SignUpForm } from '../components/content/template-auth';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/signup';

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Sign up') },
  { name: 'robots', content: 'noindex' },
];

export default function SignUp() {
  return (
    <AuthPage
      headline="Join the team"
      tagline="Create your account to check out faster and get the pre-season offers first."
    >
      <SignUpForm />
    </AuthPage>
  );
}
