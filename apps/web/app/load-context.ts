/** What the API server hands to every loader and action as `context`. */
export interface ShopApiInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ShopApiResponse {
  status: number;
  json: () => Promise<unknown>;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the shop API in-process (same origin, no network hop): api('/api/products?page=1') */
    api: (path: string, init?: ShopApiInit) => Promise<ShopApiResponse>;
    /** Nonce for the Content-Security-Policy; every inline script must carry it. */
    cspNonce: string;
    /** Public base URL of the shop, e.g. http://localhost:3000, for canonical URLs and Open Graph. */
    publicUrl: string;
  }
}
