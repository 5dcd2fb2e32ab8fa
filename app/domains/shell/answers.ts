import { z } from "zod";
import { dateSettingsAnswer } from "~/domains/companies/answers";
import { favouriteIncidentAnswer } from "~/domains/incidents/answers";
import { unreadCountsAnswer } from "~/domains/notifications/answers";

/** The frame of a signed-in page: the bell's badge, the sidebar's first favourites, the company's dates. */
export const shellAnswer = z.object({
  unread: unreadCountsAnswer,
  favourites: z.array(favouriteIncidentAnswer),
  dates: dateSettingsAnswer,
});
export type ShellData = z.infer<typeof shellAnswer>;
