import type { Action } from "~/domains/access/policy";
import { SERVICE_LABELS } from "~/domains/resilience/labels";
import { paths } from "~/paths";
import type { IconName } from "~/ui/icons";

/** Spec §3 sidebar item: id, name, icon, label, disabled. Spec §2: these four, in this order. */
export interface SidebarItem {
  id: string;
  name: string;
  icon: IconName;
  label: string;
  disabled: boolean;
  /** The action a role needs to open it (docs/permissions.md); without it the item shows disabled. */
  needs?: Action;
}

export const SIDEBAR_ITEMS: SidebarItem[] = [
  { id: "home", name: paths.home, icon: "home", label: "Home", disabled: false },
  {
    id: "activatedBcps",
    name: paths.activeBcps,
    icon: "shield",
    label: "Active BCPs",
    disabled: false,
    needs: "activation.read",
  },
  {
    id: "bcpActivationResponse",
    name: paths.response(),
    icon: "pulse",
    label: "BCP Activation Response",
    disabled: false,
    needs: "activation.read",
  },
  {
    id: "businesscontinuityplan",
    name: paths.bcpList(),
    icon: "book",
    label: "Business Continuity Planning",
    disabled: false,
    needs: "bcp.read",
  },
];

/**
 * Below the spec's four (which keep their order): the screens a practitioner needs during an event that were
 * otherwise reachable only from a Home card or an incident tab (UX review X7).
 */
export const MORE_SIDEBAR_ITEMS: SidebarItem[] = [
  {
    id: "incidents",
    name: paths.incidents,
    icon: "alert",
    label: "Incidents and Crises",
    disabled: false,
    needs: "incident.read",
  },
  {
    id: "managementplan",
    name: paths.managementPlans,
    icon: "clipboard",
    label: "Management Plans",
    disabled: false,
    needs: "managementPlan.read",
  },
  {
    id: "importantbusinessservices",
    name: paths.businessServices,
    icon: "gauge",
    label: SERVICE_LABELS.register,
    disabled: false,
    needs: "businessService.read",
  },
  // Where a new company starts its setup (UX review X7, B-1): no longer only behind the gear and Company.
  {
    id: "organisation",
    name: paths.organisation,
    icon: "building",
    label: "Business units",
    disabled: false,
    needs: "org.read",
  },
  {
    id: "sites",
    name: paths.assets,
    icon: "pin",
    label: "Sites",
    disabled: false,
    needs: "asset.read",
  },
  {
    id: "registers",
    name: paths.registers,
    icon: "layers",
    label: "Registers",
    disabled: false,
    needs: "register.read",
  },
];
