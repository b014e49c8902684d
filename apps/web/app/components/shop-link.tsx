import {
  createContext,
  useCallback,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';

type Follow = (event: MouseEvent<HTMLAnchorElement>) => void;

/** Without a provider a ShopLink is a plain link: the browser loads the page. */
const FollowContext = createContext<Follow>(() => undefined);

/**
 * The in-shop path a plain click on a link should open without reloading, or null when the
 * browser should handle it: another button or a modifier key (new tab, new window, download),
 * a target or download attribute, another origin, or a handler that already prevented it.
 * The same checks as React Router's <Link>.
 */
function shopLinkPath(event: MouseEvent<HTMLAnchorElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.currentTarget;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** Lets the ShopLinks below follow in-shop clicks with the router, one handler for all. */
export function ShopLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback<Follow>(
    (event) => {
      const path = shopLinkPath(event);
      if (path === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As <Link>: opening the page already shown replaces its history entry.
      void navigate(path, { replace: path === here });
    },
    [navigate],
  );
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

/**
 * The storefront's link: a plain <a> that the router follows on a plain click. React Router's
 * <Link> runs about twenty hooks and two effects per link; a home page has seventy links, and
 * hydrating them cost more than all our own components (decision 0025). `<Link>` stays only
 * where its options are needed. `data-discover` keeps the router's route discovery.
 */
export function ShopLink({
  to,
  onClick,
  ...anchor
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = useContext(FollowContext);
  return (
    <a
      {...anchor}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    />
  );
}
