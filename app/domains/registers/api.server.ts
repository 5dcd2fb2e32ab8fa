import { z } from "zod";
import { endpoint } from "~/api/endpoint.server";
import { pagedListEndpoint } from "~/api/endpoint-builders.server";
import { importAnswer } from "~/domains/assets/answers";
import { importBodySchema, MAX_IMPORT_BODY_BYTES } from "~/domains/assets/import.server";
import { withImportSlot } from "~/domains/assets/import-batches.server";
import { messageAnswer } from "~/shared/answers";
import {
  dependencyTypeSavedAnswer,
  doraChecksAnswer,
  pagedRegisterEntriesAnswer,
  recoveryGapAnswer,
  registerEntryDetailAnswer,
  registerEntrySavedAnswer,
  singlePointsAnswer,
} from "./answers";
import { addDependencyType, archiveDependencyType } from "./dependency-types.server";
import { DORA_TABLES } from "./dora";
import { doraChecks, doraExport } from "./dora.server";
import * as entries from "./entries.server";
import { exportEntries, importEntries } from "./import-export.server";
import { REGISTER_KINDS } from "./model";
import { acknowledgeGap, recoveryGaps } from "./recovery-gaps.server";
import { singlePointsOfFailure } from "./single-points.server";
import {
  acknowledgeGapSchema,
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
    method: "post",
    path: "/registerEntry/recoveryGaps/acknowledge",
    tag,
    summary:
      "Acknowledge a recovery gap of a plan the caller may change, with a reason (audited on the plan); the plan's approval waits until each gap is acknowledged on its current figures",
    permission: "bcp.manage",
    body: acknowledgeGapSchema,
    answer: messageAnswer,
    handler: ({ deps, user, body }) => acknowledgeGap(deps, user, body),
  }),
  endpoint({
    method: "get",
    path: "/registerEntry/dora/checks",
    tag,
    summary:
      "The DORA register of information's checks over the current suppliers: missing LEI, missing function (no process depends on it), contract end date passed",
    permission: "register.read",
    answer: doraChecksAnswer,
    handler: ({ deps, user }) => doraChecks(deps, user),
  }),
  endpoint({
    method: "get",
    path: "/registerEntry/dora/export",
    tag,
    summary:
      "One table of the DORA register of information (ITS 2024/2956) as CSV: providers (B_05.01), contractual arrangements (B_02.02) or functions supported (B_06.01)",
    permission: "register.read",
    query: z.object({ table: z.enum(DORA_TABLES, { error: "Choose a table." }) }),
    produces: "text/csv",
    handler: ({ deps, user, query }) => doraExport(deps, user, query.table),
  }),
  endpoint({
    method: "get",
    path: "/registerEntry/singlePointsOfFailure",
    tag,
    summary:
      "Single points of failure: suppliers and applications under more critical processes than the company's threshold, sites holding a critical process's only delivery location, the only leader of a recovery team without a backup, people on more rosters than the threshold",
    permission: "register.read",
    answer: singlePointsAnswer,
    handler: ({ deps, user }) => singlePointsOfFailure(deps, user),
  }),
  pagedListEndpoint({
    path: "/registerEntry/all",
    tag,
    summary:
      "One register's entries (kind: application, supplier, equipment, record, other), paged, by name; q searches name, owner, vendor and services",
    permission: "register.read",
    query: entryListQuerySchema,
    answerBody: pagedRegisterEntriesAnswer,
    list: entries.listEntries,
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
