import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Every React Router v8 behaviour decided explicitly (an undecided flag prints a warning on
  // every build). Middleware stays off: loaders receive our AppLoadContext (services), which
  // v8_middleware would replace with a RouterContextProvider. passThroughRequests stays off:
  // loaders read request.url and expect it without the ".data" suffix of data requests.
  // viteEnvironmentApi stays off: under it vite.config.ts's `isSsrBuild` input (server/app.ts,
  // our one-process entry) is ignored and the server bundle loses /api, /livez and start().
  future: {
    v8_middleware: false,
    v8_passThroughRequests: false,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
