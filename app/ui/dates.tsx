import { createContext, type ReactNode, useContext } from "react";
import { type CompanyDates, companyDates, type DateSettings } from "~/shared/dates";

const DatesContext = createContext<CompanyDates>(companyDates(null));

/** Gives every screen below it the signed-in company's date format and time zone. */
export function DatesProvider({
  settings,
  children,
}: {
  settings: DateSettings | null;
  children: ReactNode;
}) {
  return <DatesContext.Provider value={companyDates(settings)}>{children}</DatesContext.Provider>;
}

/** The company's way of writing dates: `date(iso)`, `dateTime(iso)` (app/shared/dates.ts). */
export const useDates = () => useContext(DatesContext);
