import { useSearchParams } from "@remix-run/react";
import { paths } from "~/paths";

/** A link to this list with some of its query changed (null removes a key). */
export function useLink() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return `${paths.bcpList()}${s ? `?${s}` : ""}`;
  };
}
