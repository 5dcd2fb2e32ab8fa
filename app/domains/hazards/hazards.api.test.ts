import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/shared/messages";
import { testApiFixture } from "../../../tests/support/fixture";

const ctx = testApiFixture();

async function signUpCompany(name: string) {
  const res = await ctx.api.signUpCompany({
    companyName: name,
    firstName: "Ada",
    lastName: "Admin",
    email: `ada.${Math.random().toString(36).slice(2, 8)}@${name.toLowerCase()}.example`,
    password: "Strong!pass9",
    confirmPassword: "Strong!pass9",
  });
  expect(res.status).toBe(201);
  return res.body.data.token as string;
}

describe("hazard catalogue", () => {
  it("gives a new company a starting catalogue of categories and hazards", async () => {
    const token = await signUpCompany("Seeded");
    const res = await ctx.api.call("get", "/hazardCategory/all", { token });
    expect(res.status).toBe(200);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Natural", "Technological", "Human-caused", "Health"]));
    const natural = res.body.data.find((c: { name: string }) => c.name === "Natural");
    expect(natural.hazardCount).toBeGreaterThan(5);
    const hazards = await ctx.api.call("get", "/hazard/all", { token, query: { categoryId: natural.id } });
    expect(hazards.body.data.map((h: { name: string }) => h.name)).toContain("Earthquake");
  });

  it("creates, renames and deletes a category and a hazard with the spec's messages", async () => {
    const admin = await ctx.api.user("CorpAdmin", { company: "Crud" });
    const token = admin.token;
    const created = await ctx.api.call("post", "/hazardCategory", { token, body: { name: "Cyber" } });
    expect(created.status).toBe(201);
    expect(created.body.data.message).toBe("Hazard category created successfully!");
    const categoryId = created.body.data.category.id;

    const hazard = await ctx.api.call("post", "/hazard", { token, body: { categoryId, name: "Ransomware" } });
    expect(hazard.status).toBe(201);
    expect(hazard.body.data.message).toBe(MESSAGES.hazardCreated);
    const hazardId = hazard.body.data.hazard.id;

    const renamed = await ctx.api.call("put", `/hazard/${hazardId}`, {
      token,
      body: { categoryId, name: "Ransomware attack", description: "Files encrypted for ransom" },
    });
    expect(renamed.body.data.message).toBe("Hazard updated successfully!");
    const category = await ctx.api.call("put", `/hazardCategory/${categoryId}`, {
      token,
      body: { name: "Cyber security" },
    });
    expect(category.body.data.message).toBe("Hazard category updated successfully!");

    const read = await ctx.api.call("get", `/hazardCategory/${categoryId}`, { token });
    expect(read.body.data).toMatchObject({
      name: "Cyber security",
      hazards: [{ name: "Ransomware attack", description: "Files encrypted for ransom" }],
    });

    const removed = await ctx.api.call("delete", `/hazard/${hazardId}`, { token });
    expect(removed.body.data.message).toBe("Hazard deleted successfully!");
    const gone = await ctx.api.call("delete", `/hazardCategory/${categoryId}`, { token });
    expect(gone.status).toBe(200);
    expect(gone.body.data.message).toBe("Hazard category deleted successfully!");
    expect((await ctx.api.call("get", `/hazardCategory/${categoryId}`, { token })).status).toBe(404);
  });

  it("refuses to delete a category that still holds hazards, and loses nothing", async () => {
    const { token } = await ctx.api.user("CorpAdmin", { company: "InUse" });
    const { body } = await ctx.api.call("post", "/hazardCategory", { token, body: { name: "Weather" } });
    const categoryId = body.data.category.id;
    await ctx.api.call("post", "/hazard", { token, body: { categoryId, name: "Hail" } });
    await ctx.api.call("post", "/hazard", { token, body: { categoryId, name: "Fog" } });
    const res = await ctx.api.call("delete", `/hazardCategory/${categoryId}`, { token });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain("still has 2 hazards");
    const after = await ctx.api.call("get", `/hazardCategory/${categoryId}`, { token });
    expect(after.body.data.hazards).toHaveLength(2);
  });

  it("takes an empty description as null, as the page sends it after reading its form", async () => {
    const token = await signUpCompany("Nulldesc");
    const created = await ctx.api.call("post", "/hazardCategory", {
      token,
      body: { name: "Cyber", description: null },
    });
    expect(created.status).toBe(201);
    const hazard = await ctx.api.call("post", "/hazard", {
      token,
      body: { name: "Ransomware", description: null, categoryId: created.body.data.category.id },
    });
    expect(hazard.status).toBe(201);
  });

  it("refuses a duplicate or empty name on the name field", async () => {
    const { token } = await ctx.api.user("CorpAdmin", { company: "Dupes" });
    await ctx.api.call("post", "/hazardCategory", { token, body: { name: "Natural" } });
    const dup = await ctx.api.call("post", "/hazardCategory", { token, body: { name: " natural " } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.name).toEqual(["A hazard category with this name already exists."]);
    const empty = await ctx.api.call("post", "/hazardCategory", { token, body: { name: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.name).toEqual(["Category name is required."]);
  });

  it("keeps companies apart: another company's category answers 404 and cannot take hazards", async () => {
    const a = await ctx.api.user("CorpAdmin", { company: "Alpha" });
    const b = await ctx.api.user("CorpAdmin", { company: "Beta" });
    const { body } = await ctx.api.call("post", "/hazardCategory", {
      token: a.token,
      body: { name: "Alpha only" },
    });
    const id = body.data.category.id;
    expect((await ctx.api.call("get", `/hazardCategory/${id}`, { token: b.token })).status).toBe(404);
    expect((await ctx.api.call("delete", `/hazardCategory/${id}`, { token: b.token })).status).toBe(404);
    const sneak = await ctx.api.call("post", "/hazard", {
      token: b.token,
      body: { categoryId: id, name: "X" },
    });
    expect(sneak.status).toBe(400);
    expect(sneak.body.error.fields.categoryId).toBeDefined();
    const list = await ctx.api.call("get", "/hazardCategory/all", { token: b.token });
    expect(list.body.data.map((c: { name: string }) => c.name)).not.toContain("Alpha only");
  });

  it("lets view-only users read the catalogue but not change it", async () => {
    const viewer = await ctx.api.user("CorpViewOnly", { company: "Crud" });
    expect((await ctx.api.call("get", "/hazardCategory/all", { token: viewer.token })).status).toBe(200);
    const res = await ctx.api.call("post", "/hazardCategory", {
      token: viewer.token,
      body: { name: "Nope" },
    });
    expect(res.status).toBe(403);
  });
});
