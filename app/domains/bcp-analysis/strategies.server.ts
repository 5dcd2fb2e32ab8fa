import type { Strategies } from "./answers";

/** A scenario's or a dependency block's strategies as the API answers them; an unsaved row's are empty. */
export function strategiesOf(row: Strategies | undefined): Strategies {
  return {
    shortTermStrategy: row?.shortTermStrategy ?? "",
    longTermStrategy: row?.longTermStrategy ?? "",
    additionalStrategy: row?.additionalStrategy ?? "",
    responseStrategyTypeShortTerm: row?.responseStrategyTypeShortTerm ?? null,
    responseStrategyTypeLongTerm: row?.responseStrategyTypeLongTerm ?? null,
    responseStrategyTypeAdditional: row?.responseStrategyTypeAdditional ?? null,
  };
}
