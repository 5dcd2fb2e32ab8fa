// Isomorphic: the forms that show a failure import this type, never the .server helper that makes it.
/** What a page action answers when the API refused: which form (intent + id), the message and field errors. */
export interface ActionFailure {
  intent: string;
  id: string | null;
  message: string;
  fields: Record<string, string[]>;
}
