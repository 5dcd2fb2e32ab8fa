import { describe, expect, it } from "vitest";
import { loginRedirectUrl, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/businesscontinuityplan?filter=mine", "/businesscontinuityplan?filter=mine"],
    ["/viewincident/details?incident_id=1#x", "/viewincident/details?incident_id=1#x"],
  ])("follows a same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\u0000",
    "evil",
    "",
    null,
    "/login",
    // Paths that normalise to a protocol-relative address (security review finding 4).
    "/.//evil.example/x",
    "/x/..//evil.example/x",
    "/%2e//evil.example",
    "/./\u002f/evil.example",
  ])("refuses %s and falls back to /overview", (input) => {
    expect(safeRedirect(input as string)).toBe("/overview");
  });
});

describe("loginRedirectUrl", () => {
  it("carries the original path and query", () => {
    expect(loginRedirectUrl(new URL("http://x/usermanagement?page=2"))).toBe(
      "/login?redirect=%2Fusermanagement%3Fpage%3D2",
    );
  });
});
