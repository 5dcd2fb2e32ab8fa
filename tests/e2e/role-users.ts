import type { APIRequestContext } from "@playwright/test";
import { ROLES, type Role } from "../../app/shared/roles";
import { httpApi, type SeededCompany } from "./seed-company";
import { DEMO, DEMO_PASSWORD, unique } from "./support";

/** Every role of a company's users (the System Administrator belongs to the installation). */
export const SEEDED_ROLES = ROLES.filter((role): role is Exclude<Role, "Admin"> => role !== "Admin");

export interface Login {
  email: string;
  password: string;
}

/**
 * A user of `role` in the company of `ownerToken`, invited (in `unitId`, in the United Kingdom) and signed up
 * through the invitation the outbox holds.
 */
export async function inviteUser(
  request: APIRequestContext,
  ownerToken: string,
  role: Exclude<Role, "Admin" | "CorpAdmin">,
  unitId: string,
): Promise<Login & { token: string }> {
  const api = httpApi(request);
  const admin = await api.ok<{ token: string }>("post", "/auth/signin", "", {
    email: DEMO.admin,
    password: DEMO_PASSWORD,
  });
  const password = "E2e!password1";
  const email = `${unique(role.toLowerCase())}@e2e.example`;
  await api.ok("post", "/user/invite", ownerToken, {
    email,
    role,
    businessUnitIds: [unitId],
    countries: ["United Kingdom"],
  });
  const mails = await api.ok<{ to: string; text: string }[]>("get", "/mail/outbox", admin.token);
  const invite = mails
    .map((m) => m.to === email && /\/signup\?invite=([\w-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  const signedUp = await api.ok<{ token: string }>("post", "/auth/signup", "", {
    firstName: role,
    lastName: "Reader",
    email,
    password,
    confirmPassword: password,
    inviteToken: invite,
  });
  return { email, password, token: signedUp.token };
}

/**
 * One user of every role in the seeded company, each invited (in the seed's business unit, in the United
 * Kingdom) and signed up through the invitation; the Corporate Administrator is the seed's owner.
 */
export async function roleUsers(request: APIRequestContext, seed: SeededCompany) {
  const logins = new Map<Role, Login>();
  for (const role of SEEDED_ROLES)
    if (role !== "CorpAdmin")
      logins.set(role, await inviteUser(request, seed.owner.token, role, seed.unitId));
  logins.set("CorpAdmin", { email: seed.owner.email, password: seed.owner.password });
  return logins;
}
