import type { Config } from '@react-router/dev/config';

export default {
  // SHOP_WEB_APP_DIR builds another app with the same settings: bench:lighthouse's bare page.
  appDirectory: process.env.SHOP_WEB_APP_DIR ?? 'app',
  // SHOP_WEB_BUILD_DIR lets the server-render test build into a scratch directory
  // without touching the real build the API serves.
  buildDirectory: process.env.SHOP_WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // The API server passes a plain AppLoadContext object (see app/load-context.ts),
    // which middleware mode would replace with a RouterContextProvider.
    v8_middleware: false,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
