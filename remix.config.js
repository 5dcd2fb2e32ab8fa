/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  // The build entry wraps every action in the cross-site request guard (server.ts, docs/security.md).
  server: "./server.ts",
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // v3_lazyRouteDiscovery stays off: it re-matched the route tree per parent segment on every document
    // (docs/decisions.md, Foundation).
    v3_lazyRouteDiscovery: false,
    // v3_routeConfig only exists for the Vite compiler; this app uses the classic compiler (see docs/decisions.md).
  },
};
