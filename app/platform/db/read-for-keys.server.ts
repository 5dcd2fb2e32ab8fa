/**
 * Rows read for a list of keys (ids in an `IN (…)`), or none at all without a statement when the list is empty:
 * the database is not asked about nothing.
 */
export async function readForKeys<K, R>(keys: K[], read: (keys: K[]) => Promise<R[]>): Promise<R[]> {
  return keys.length ? read(keys) : [];
}
