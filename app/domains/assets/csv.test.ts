import { describe, expect, it } from "vitest";
import { ASSET_CSV_COLUMNS, parseCsv, recordsToObjects } from "./csv";
import { parseAssetType } from "./model";

describe("CSV reading", () => {
  it("reads quoted commas, doubled quotes and line breaks inside quotes, and numbers records by their first line", () => {
    const text = '\uFEFFName,Address\r\n"Depot, North","1 ""Big"" Road\nUnit 4"\r\n\r\nPlain,Street\n';
    const records = parseCsv(text);
    expect(records).toEqual([
      { line: 1, cells: ["Name", "Address"] },
      { line: 2, cells: ["Depot, North", '1 "Big" Road\nUnit 4'] },
      { line: 5, cells: ["Plain", "Street"] },
    ]);
  });

  it("matches headers without case, spaces or underscores, and lists the ones it does not know", () => {
    const { rows, unknown } = recordsToObjects(
      parseCsv("SITE NAME,postal_code,Lat,Colour\nA,N1,1.5,red"),
      ASSET_CSV_COLUMNS,
    );
    expect(rows).toEqual([{ line: 2, values: { name: "A", postalCode: "N1", lat: "1.5" } }]);
    expect(unknown).toEqual(["Colour"]);
  });

  it("accepts asset types by key or label, US spelling included", () => {
    expect(parseAssetType("Data Center")).toBe("data_centre");
    expect(parseAssetType("retail store")).toBe("retail");
    expect(parseAssetType("warehouse")).toBe("warehouse");
    expect(parseAssetType("castle")).toBeNull();
  });
});
