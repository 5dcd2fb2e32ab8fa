/**
 * Spec §3 team member roles, one list for every team: a plan's business recovery team, an incident's response
 * team and a management plan's roster. Keys are stored; labels are the spec's wording.
 */
export const TEAM_ROLES = ["LEADER", "LEADER_BACKUP", "MEMBER"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  LEADER: "Leader",
  LEADER_BACKUP: "Leader Backup",
  MEMBER: "Member",
};
