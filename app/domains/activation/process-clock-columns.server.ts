import { bcpProcesses } from "~/domains/bcp/schema.server";

/** What a process's clock in a response is read from: its MAD and the people it needs to run. */
export const processClockColumns = {
  mad: bcpProcesses.mad,
  madDuration: bcpProcesses.madDuration,
  headcountRequired: bcpProcesses.criticalProcessHeadcountAnalysis,
};
