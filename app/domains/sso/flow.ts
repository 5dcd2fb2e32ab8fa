/** How long a user may spend at the provider between leaving Keel and coming back. */
export const FLOW_MINUTES = 10;
