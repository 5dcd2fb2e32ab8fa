/** Where the bell and the list send the user and their "read" posts (no component code, so the shell can import them). */
export const NOTIFICATIONS_PATH = "/notifications";
export const READ_ACTION = "/notifications/read";
