import { z } from "zod";
import { endpoint, type QueryHandlerArgs } from "~/api/endpoint.server";
import { importAnswer } from "~/domains/assets/answers";
import { importBodySchema, MAX_IMPORT_BODY_BYTES } from "~/domains/assets/import.server";
import { withImportSlot } from "~/domains/assets/import-batches.server";
import {
  dependencyTypeSavedAnswer,
  pagedRegisterEntriesAnswer,
  recoveryGapAnswer,
  registerEntryDetailAnswer,
  registerEntrySavedAnswer,
} from "./answers";
import { addDependencyType, archiveDependencyType } from "./dependency-types.server";
import * as entries from "./entries.server";
import { exportEntries, importEntries } from "./import-export.server";
import { REGISTER_KINDS } from "./model";
import { recoveryGaps } from "./recovery-gaps.server";
import {
  archiveSchema,
  dependencyTypeSchema,
  entryListQuerySchema,
  entrySchema,
  kindQuerySchema,
} from "./validation";

const tag = "Registers";
const idParams = z.object({ id: z.uuid() });

// Fixed paths come before /registerEntry/{id} so that "all", "import" and "export" are never read as ids.
// GET /dependencyType (the company's list, with the blocks and strategy types) is declared with the analysis
// endpoints that answered it first (bcp-analysis/team.api.server.ts).

export const registerEndpoints = [
  endpoint({
    method: "get",
    path: "/registerEntry/recoveryGaps",
    tag,
    summary:
      "Processes whose MAD is shorter than the recovery time of an application or supplier, or the MAD of an upstream process, they depend on (company-wide, or one plan's with bcpId)",
    permission: "register.read",
    query: z.object({ bcpId: z.uuid().optional() }),
    answer: z.array(recoveryGapAnswer),
    handler: ({ deps, user, query }) => recoveryGaps(deps, user, query),
  }),
  endpoint({
    method: "get",
    path: "/registerEntry/all",
    tag,
    summary:
      "One register's entries (kind: application, supplier, equipment, record, other), paged, by name; q searches name, owner, vendor and services",
    permission: "register.read",
    query: entryListQuerySchema,
    answerBody: pagedRegisterEntriesAnswer,
    handler: async ({ c, deps, user, query }: QueryHandlerArgs<z.output<typeof entryListQuerySchema>>) =>
      c.json(await entries.listEntries(deps, user, query)),
  }),
  endpoint({
    method: "get",
    path: "/registerEntry/export",
    tag,
    summary: "One register as a CSV file, in the import's columns (archived entries included)",
    permission: "register.read",
    query: kindQuerySchema,
    produces: "text/csv",
    handler: ({ deps, user, query }) => exportEntries(deps, user, query.kind),
  }),
  endpoint({
    method: "post",
    path: "/registerEntry/import",
    maxBodyBytes: MAX_IMPORT_BODY_BYTES,
    tag,
    summary: "Import one register's entries from CSV text; good rows are created, bad rows reported by line",
    permission: "register.manage",
    body: importBodySchema.extend({ kind: z.enum(REGISTER_KINDS, { error: "Choose a register." }) }),
    answer: importAnswer,
    handler: ({ deps, user, body }) =>
      withImportSlot(deps, user.companyId, () => importEntries(deps, user, body.kind, body.csv)),
  }),
  endpoint({
    method: "post",
    path: "/registerEntry",
    tag,
    summary: "Add an entry to a register (the kind says which fields it has)",
    permission: "register.manage",
    status: 201,
    body: entrySchema,
    answer: registerEntrySavedAnswer,
    handler: ({ deps, user, body }) => entries.createEntry(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/registerEntry/{id}",
    tag,
    summary: "One register entry, with the processes and plans whose dependency blocks name it",
    permission: "register.read",
    params: idParams,
    answer: registerEntryDetailAnswer,
    handler: ({ deps, user, params }) => entries.getEntry(deps, user, params.id),
  }),
  endpoint({
    method: "put",
    path: "/registerEntry/{id}",
    tag,
    summary:
      "Change a register entry (it stays in its register; saving clears 'created from a plan, to review')",
    permission: "register.manage",
    params: idParams,
    body: entrySchema,
    answer: registerEntrySavedAnswer,
    handler: ({ deps, user, params, body }) => entries.updateEntry(deps, user, params.id, body),
  }),
  endpoint({
    method: "put",
    path: "/registerEntry/{id}/archive",
    tag,
    summary: "Archive a register entry (it stays where it is linked, and is no longer offered) or restore it",
    permission: "register.manage",
    params: idParams,
    body: archiveSchema,
    answer: registerEntrySavedAnswer,
    handler: ({ deps, user, params, body }) => entries.setArchived(deps, user, params.id, body.archived),
  }),
  endpoint({
    method: "post",
    path: "/dependencyType",
    tag,
    summary: "Add a dependency type picking from one register",
    permission: "register.manage",
    status: 201,
    body: dependencyTypeSchema,
    answer: dependencyTypeSavedAnswer,
    handler: ({ deps, user, body }) => addDependencyType(deps, user, body),
  }),
  endpoint({
    method: "put",
    path: "/dependencyType/{id}/archive",
    tag,
    summary: "Archive a dependency type (no longer offered) or restore it",
    permission: "register.manage",
    params: idParams,
    body: archiveSchema,
    answer: dependencyTypeSavedAnswer,
    handler: ({ deps, user, params, body }) => archiveDependencyType(deps, user, params.id, body.archived),
  }),
];
