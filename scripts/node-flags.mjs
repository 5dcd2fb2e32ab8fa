/**
 * The flags node runs the built app with, wherever it is started: `npm start` and the Docker image write them in
 * their command (a test holds them to this list), the bench, the browser suite and the soak spawn with them.
 * --max-semi-space-size=64 (MB): a page request allocates a few MB of short-lived objects (statements, rows, JSON,
 * React's render); with V8's default young generation the server collected garbage about every other request, 10 %
 * of a page's CPU. A larger one is collected less often at the same cost per collection (docs/performance.md,
 * "Garbage collection: a larger young generation").
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
