import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/config.server";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../../tests/support/fixture";
import { DEMO_USERS, seedDemo } from "./seed.server";

/** Security review finding 2: every install had the same published System Administrator password. */

let printed = "";
let accountsFile: string;
let passwords: Map<string, string>;

const ctx = testApiFixture();
beforeAll(async () => {
  accountsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "keel-demo-")), "demo-accounts.txt");
  const log = vi.spyOn(console, "log").mockImplementation((...args) => {
    printed += `${args.join(" ")}\n`;
  });
  await seedDemo(ctx.api.deps, { print: true, accountsFile });
  log.mockRestore();
  passwords = new Map(
    fs
      .readFileSync(accountsFile, "utf8")
      .split("\n")
      .filter((line) => line.includes("\t"))
      .map((line) => line.split("\t").slice(0, 2) as [string, string]),
  );
});

const signIn = (email: string, password: string) =>
  ctx.api.call("post", "/auth/signin", { body: { email, password } });

describe("a first start with the demo company", () => {
  it("gives each account its own generated password, printed once and kept in a file only the owner reads", () => {
    const admin = DEMO_USERS.find((u) => u.role === "Admin")!;
    expect(passwords.get(admin.email)).toBeTruthy();
    expect(passwords.get(admin.email)).not.toBe("Keel!demo2026");
    expect(new Set(passwords.values()).size).toBe(passwords.size);
    for (const [email, password] of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(printed).toContain(email);
      expect(printed).toContain(password);
    }
    expect(fs.statSync(accountsFile).mode & 0o777).toBe(0o600);
  });

  it("does not print the passwords again at the next start", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await seedDemo(ctx.api.deps, { print: true, accountsFile });
    const again = log.mock.calls.flat().join("\n");
    log.mockRestore();
    for (const password of passwords.values()) expect(again).not.toContain(password);
    expect(again).toContain(accountsFile);
  });

  it("makes the System Administrator choose a new password before anything else", async () => {
    const admin = DEMO_USERS.find((u) => u.role === "Admin")!;
    const first = passwords.get(admin.email)!;
    const signin = await signIn(admin.email, first);
    expect(signin.status).toBe(200);
    const token = signin.body.data.token as string;
    expect(signin.body.data.user.mustChangePassword).toBe(true);
    const refused = await ctx.api.call("get", "/company/all", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "PASSWORD_CHANGE_REQUIRED",
      message: MESSAGES.passwordChangeRequired,
    });
    // The printed password chosen again would leave the account open to whoever saw it: refused on its field.
    const same = await ctx.api.call("post", "/user/update-password", {
      token,
      body: { currentPassword: first, password: first, confirmPassword: first },
    });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.password).toEqual([MESSAGES.passwordUnchanged]);
    expect((await ctx.api.call("get", "/company/all", { token })).status).toBe(403);
    const change = await ctx.api.call("post", "/user/update-password", {
      token,
      body: { currentPassword: first, password: "Chosen!pass7", confirmPassword: "Chosen!pass7" },
    });
    expect(change.status).toBe(200);
    expect((await ctx.api.call("get", "/company/all", { token })).status).toBe(200);
    expect((await signIn(admin.email, first)).status).toBe(401);
  });

  it("lets the other demo accounts in with their generated password", async () => {
    const corp = DEMO_USERS.find((u) => u.role === "CorpAdmin")!;
    const signin = await signIn(corp.email, passwords.get(corp.email)!);
    expect(signin.status).toBe(200);
    expect(signin.body.data.user.mustChangePassword).toBe(false);
  });
});

describe("the Docker image", () => {
  it("seeds no demo company unless KEEL_DEMO=true", () => {
    const dockerfile = fs.readFileSync(path.resolve(__dirname, "../../../Dockerfile"), "utf8");
    const env = Object.fromEntries(
      [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((m) =>
        m[1].split(/\s+/).map((pair) => pair.split("=") as [string, string]),
      ),
    );
    expect(parseEnv(env).KEEL_DEMO).toBe("false");
  });
});
