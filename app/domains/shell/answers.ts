import { z } from "zod";
import { dateSettingsAnswer } from "~/domains/companies/answers";
import { favouriteIncidentAnswer } from "~/domains/incidents/answers";
import { unreadCountsAnswer } from "~/domains/notifications/answers";
import { LANGUAGES } from "~/shared/i18n/languages";

/**
 * The frame of a signed-in page: the bell's badge, the sidebar's first favourites, the company's dates and its
 * language (that of its people and users who chose none: forms that pick a language say so).
 */
export const shellAnswer = z.object({
  unread: unreadCountsAnswer,
  favourites: z.array(favouriteIncidentAnswer),
  dates: dateSettingsAnswer,
  language: z.enum(LANGUAGES),
});
export type ShellData = z.infer<typeof shellAnswer>;
