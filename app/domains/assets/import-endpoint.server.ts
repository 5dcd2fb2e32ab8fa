import type { ApiDeps, Principal } from "~/api/context.server";
import { endpoint } from "~/api/endpoint.server";
import { importAnswer } from "./answers";
import { type importAssets, importBodySchema, MAX_IMPORT_BODY_BYTES } from "./import.server";
import { withImportSlot } from "./import-batches.server";

/**
 * A register's CSV import (sites, people): POST the CSV text, one import per company at a time; good rows are
 * created, bad rows reported by line.
 */
export const csvImportEndpoint = <const Path extends string>({
  path,
  tag,
  summary,
  run,
}: {
  path: Path;
  tag: string;
  summary: string;
  run: (deps: ApiDeps, user: Principal, csv: string) => ReturnType<typeof importAssets>;
}) =>
  endpoint({
    method: "post",
    path,
    maxBodyBytes: MAX_IMPORT_BODY_BYTES, // a CSV of 5 MB, escaped as JSON
    tag,
    summary,
    permission: "asset.manage",
    body: importBodySchema,
    answer: importAnswer,
    handler: ({ deps, user, body }) => withImportSlot(deps, user.companyId, () => run(deps, user, body.csv)),
  });
