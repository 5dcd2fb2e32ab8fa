/**
 * Shows rich text that the API sanitised (sanitizeRichText) before storing it: plan section items and
 * CM test findings. Never pass anything else here.
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only sanitised rich text.
  return <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
