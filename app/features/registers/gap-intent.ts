/**
 * The intent of the acknowledgement form, and the key of one gap's form (the page repeats it per gap). Apart from
 * the form (recovery-gaps.tsx) so an action names its intent without bundling the form.
 */
export const ACKNOWLEDGE_GAP_INTENT = "acknowledgeGap";
export const gapKey = (processId: string, dependsOnId: string) => `${processId}:${dependsOnId}`;
