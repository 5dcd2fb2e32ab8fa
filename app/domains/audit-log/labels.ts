/**
 * The audit log's name, in a module of its own: every page's layout loader names the settings menu's entry with it,
 * and the model's labels stay out of every page.
 */
export const AUDIT_LOG_TITLE = "Audit Log";
