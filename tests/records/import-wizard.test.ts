import { describe, expect, it } from "vitest";
import { countRows } from "@/components/records/import/count-csv-rows";
import { groupErrors } from "@/components/records/import/group-errors";
import { IMPORT_KINDS_INFO, toCsv } from "@/components/records/import/import-kinds";

describe("groupErrors", () => {
  it("groups the dry run's problems by column, then message, the column with most problems first", () => {
    const groups = groupErrors([
      { row: 14, column: "email", message: "not an e-mail address" },
      { row: 9, column: "level", message: "Choose Newcomer, Bronze, Silver or Gold." },
      { row: 4, column: "level", message: "Choose Newcomer, Bronze, Silver or Gold." },
      { row: 22, column: "", message: "The same e-mail as row 12" },
      { row: 7, column: "email", message: "The same e-mail as row 3" },
      { row: 4, column: "level", message: "Choose Newcomer, Bronze, Silver or Gold." },
    ]);
    expect(groups).toEqual([
      { column: "level", count: 2, lines: [{ message: "Choose Newcomer, Bronze, Silver or Gold.", rows: [4, 9] }] },
      {
        column: "email",
        count: 2,
        lines: [
          { message: "The same e-mail as row 3", rows: [7] },
          { message: "not an e-mail address", rows: [14] },
        ],
      },
      { column: "", count: 1, lines: [{ message: "The same e-mail as row 12", rows: [22] }] },
    ]);
  });
});

describe("countRows", () => {
  it("counts data rows, not the header, blank lines or line breaks inside quotes", () => {
    expect(countRows('Name,Notes\r\nAna,"two\nlines"\r\n\r\nBo,x\r\n')).toBe(2);
    expect(countRows("Name\nAna")).toBe(1);
    expect(countRows("Name\n")).toBe(0);
    expect(countRows("")).toBe(0);
  });
});

describe("example files", () => {
  it("quote a cell with a comma or a quote, and every kind's rows have its header's width", () => {
    expect(toCsv([["a", "b, c", 'say "hi"']])).toBe('a,"b, c","say ""hi"""\r\n');
    for (const info of IMPORT_KINDS_INFO) for (const row of info.example) expect(row).toHaveLength(info.example[0].length);
  });
});
