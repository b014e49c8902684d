import { pageTitle } from '../shop';

/** Every back-office page: its title, and kept out of search engines. */
export function adminMeta(title: string) {
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex, nofollow' }];
}
