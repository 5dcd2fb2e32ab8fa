import type { APIRequestContext } from "@playwright/test";
import { ROLES, type Role } from "../../app/shared/roles";
import { httpApi, type SeededCompany } from "./seed-company";
import { DEMO, DEMO_PASSWORD, unique } from "./support";

/** Every role of a company's users (the System Administrator belongs to the installation). */
export const SEEDED_ROLES = ROLES.filter((role) => role !== "Admin");

export interface Login {
  email: string;
  password: string;
}

/**
 * One user of every role in the seeded company, each invited (in the seed's business unit, in the United
 * Kingdom) and signed up through the invitation; the Corporate Administrator is the seed's owner.
 */
export async function roleUsers(request: APIRequestContext, seed: SeededCompany) {
  const api = httpApi(request);
  const admin = await api.ok<{ token: string }>("post", "/auth/signin", "", {
    email: DEMO.admin,
    password: DEMO_PASSWORD,
  });
  const password = "E2e!password1";
  const logins = new Map<Role, Login>();
  for (const role of SEEDED_ROLES.filter((r) => r !== "CorpAdmin")) {
    const email = `${unique(role.toLowerCase())}@e2e.example`;
    await api.ok("post", "/user/invite", seed.owner.token, {
      email,
      role,
      businessUnitIds: [seed.unitId],
      countries: ["United Kingdom"],
    });
    const mails = await api.ok<{ to: string; text: string }[]>("get", "/mail/outbox", admin.token);
    const invite = mails
      .map((m) => m.to === email && /\/signup\?invite=([\w-]+)/.exec(m.text)?.[1])
      .find(Boolean);
    await api.ok("post", "/auth/signup", "", {
      firstName: role,
      lastName: "Reader",
      email,
      password,
      confirmPassword: password,
      inviteToken: invite,
    });
    logins.set(role, { email, password });
  }
  logins.set("CorpAdmin", { email: seed.owner.email, password: seed.owner.password });
  return logins;
}
