import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { signUpViaApi } from "./support/login";
import { invitationPath } from "./support/mail-capture";

const SHOTS = "/tmp/shots/import";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const FIRST = [
  "Ada",
  "Bruno",
  "Clara",
  "Dmitri",
  "Elena",
  "Felix",
  "Greta",
  "Hugo",
  "Ines",
  "Jonas",
  "Kira",
  "Luca",
  "Mila",
  "Nico",
  "Olga",
  "Pavel",
  "Rosa",
  "Sven",
  "Tara",
  "Viktor",
];
const LAST = ["Lindqvist", "Moreau", "Okafor", "Petrova", "Quinlan", "Rossi", "Sato", "Tanaka", "Varga", "Weber"];

type Student = { id: string; first: string; last: string; email: string; partner: string };

/** 200 students as 100 couples: each names the other as partner (by e-mail), half of them before the partner's row. */
function makeStudents(): Student[] {
  const students = Array.from({ length: 200 }, (_, index) => {
    const first = FIRST[index % FIRST.length];
    const last = LAST[Math.floor(index / FIRST.length)];
    return { id: `C${1000 + index}`, first, last, email: `${first}.${last}@dance.example.com`.toLowerCase(), partner: "" };
  });
  for (let index = 0; index < students.length; index += 2) {
    students[index].partner = students[index + 1].email;
    students[index + 1].partner = students[index].email;
  }
  return students;
}

const csv = (rows: string[][]) => rows.map((row) => row.join(",")).join("\n") + "\n";

function studentsFile(students: Student[]) {
  const levels = ["Newcomer", "Bronze", "Silver", "Gold"];
  const header = ["Client ID", "First Name", "Last Name", "Email", "Mobile Phone", "Level", "Partner", "Birth Date"];
  const rows = students.map((student, index) => [
    student.id,
    student.first,
    student.last,
    student.email,
    `+1 555 ${String(1000 + index).padStart(4, "0")}`,
    levels[index % levels.length],
    student.partner,
    `19${70 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`,
  ]);
  return { name: "students.csv", mimeType: "text/csv", buffer: Buffer.from(csv([header, ...rows])) };
}

function packagesFile(students: Student[]) {
  const header = ["Client", "Pricing Option", "Remaining", "Expiration Date", "Price"];
  const rows = students
    .slice(0, 30)
    .map((student, index) => [student.email, "10 private lessons", String(1 + (index % 9)), "2027-12-31", "950.00"]);
  return { name: "package-balances.csv", mimeType: "text/csv", buffer: Buffer.from(csv([header, ...rows])) };
}

/**
 * The page as it is now, light and dark, desktop and phone width; left light on a desktop. `part`: one
 * region of a long page (Settings), or "viewport" for what is on screen (an open dialog).
 */
async function shoot(page: Page, step: string, part?: Locator | "viewport") {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const path = `${SHOTS}/${step}-${theme}-${size}.png`;
      if (part && part !== "viewport") await part.screenshot({ path });
      else await page.screenshot({ path, fullPage: !part });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(DESKTOP);
}

test("a new studio's owner imports 200 students in couples and their packages, sees them, and undoes an import", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  // A studio of 100 couples is a Premium one (fewer plans allow few couples); without Stripe here the change is immediate.
  await signUpViaApi(page, { studioName: "Ballroom Switchers" });
  const upgrade = await page.request.put("/api/subscription", { data: { plan: "premium", interval: "month" } });
  expect(upgrade.status(), await upgrade.text()).toBe(200);
  const students = makeStudents();

  // Settings → Import: no imports yet, and the way in.
  await page.goto("/app/settings#settings-import");
  const section = page.getByRole("region", { name: "Import", exact: true });
  await expect(section.getByText("No imports yet.")).toBeVisible();
  await section.getByRole("link", { name: "Import a file" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Choose the file" })).toBeVisible();

  // Step 1: students is the default; the file is chosen and counted before anything is sent.
  await expect(page.getByRole("radio", { name: /^Students/ })).toBeChecked();
  await expect(page.getByRole("link", { name: "Download an example of students" })).toHaveAttribute("download", "example-students.csv");
  await page.getByLabel("Choose a file").setInputFiles(studentsFile(students));
  await expect(page.getByText("students.csv: 200 rows (besides the header row)")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "1-choose");
  await page.getByRole("button", { name: "Next: match the columns" }).click();

  // Step 2: the columns are guessed from the headers; the owner gets one wrong on purpose.
  await expect(page.getByRole("heading", { level: 2, name: "Match the columns", exact: true })).toBeFocused();
  await expect(page.getByText("Students from students.csv: 200 rows, 8 columns")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "E-mail" })).toHaveValue("Email");
  await expect(page.getByRole("combobox", { name: "Partner" })).toHaveValue("Partner");
  await expect(page.getByRole("combobox", { name: "ID in the old system" })).toHaveValue("Client ID");
  const sample = page.getByRole("region", { name: "The file's first rows as they'd be read" });
  await expect(sample.getByRole("row")).toHaveCount(6);
  await expect(sample.getByRole("cell", { name: students[0].email, exact: true }).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Level" }).selectOption("Email");
  await expectNoA11yViolations(page);
  await shoot(page, "2-map");
  await page.getByRole("button", { name: "Check all 200 rows" }).click();

  // Step 3: the dry run names every row that can't be read; nothing can be imported yet.
  await expect(page.getByRole("heading", { level: 2, name: "Check the rows", exact: true })).toBeFocused();
  await expect(page.getByRole("heading", { name: /problems? in 200 of 200 rows/ })).toBeVisible();
  const levels = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: /“Email” column, read as E-mail and Level/ }) });
  await expect(levels.getByRole("heading")).toContainText("(200 problems)");
  await expect(levels.getByRole("listitem").first()).toContainText(`Row 2: ${students[0].email}`);
  await expect(levels.getByText("Show 192 more")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d+ rows?$/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shoot(page, "3-check-errors");

  // Back: the mapping is as the owner left it; fixed, every row passes.
  await page.getByRole("button", { name: "Back to the columns" }).click();
  await expect(page.getByRole("combobox", { name: "Level" })).toHaveValue("Email");
  await expect(page.getByRole("combobox", { name: "E-mail" })).toHaveValue("Email");
  await page.getByRole("combobox", { name: "Level" }).selectOption("Level");
  await page.getByRole("button", { name: "Check all 200 rows" }).click();
  await expect(page.getByText("All 200 rows can be imported.")).toBeVisible();
  await expect(page.getByText("Importing adds 200 new students.")).toBeVisible();
  await shoot(page, "4-check-clean");
  await page.getByRole("button", { name: "Import 200 rows" }).click();

  // Step 4: done, nothing sent; invitations only when asked.
  await expect(page.getByText("students.csv is imported.")).toBeVisible();
  const counts = page.getByRole("definition");
  await expect(counts).toHaveText(["200", "0", "0"]);
  await expect(page.getByRole("button", { name: "Send invitations to 200 new students" })).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, "5-result");

  // The students list has them; a student's page shows the partner from the file.
  const [ada, partner] = students;
  await page.goto("/app/students");
  await expect(page.getByText(/ of 200 students ·/)).toBeVisible();
  await page.goto(`/app/students?search=${encodeURIComponent(`${ada.first} ${ada.last}`)}`);
  await page.getByRole("link", { name: `${ada.first} ${ada.last}` }).click();
  await page.waitForURL(/\/app\/students\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `${ada.first} ${ada.last}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${partner.first} ${partner.last}` })).toBeVisible();
  const studentUrl = page.url();
  await shoot(page, "6-student");

  // Package balances for 30 of them, matched to the students by e-mail.
  await page.goto("/app/settings/import");
  await page.getByRole("radio", { name: /^Package balances/ }).check();
  await page.getByLabel("Choose a file").setInputFiles(packagesFile(students));
  await expect(page.getByText("package-balances.csv: 30 rows (besides the header row)")).toBeVisible();
  await page.getByRole("button", { name: "Next: match the columns" }).click();
  await expect(page.getByRole("combobox", { name: /^Student/ })).toHaveValue("Client");
  await expect(page.getByRole("combobox", { name: /^Package/ })).toHaveValue("Pricing Option");
  await expect(page.getByRole("combobox", { name: /^Lessons left/ })).toHaveValue("Remaining");
  await shoot(page, "7-packages-map");
  await page.getByRole("button", { name: "Check all 30 rows" }).click();
  await expect(page.getByText("All 30 rows can be imported.")).toBeVisible();
  await page.getByRole("button", { name: "Import 30 rows" }).click();
  await expect(page.getByText("package-balances.csv is imported.")).toBeVisible();
  await expect(page.getByRole("definition")).toHaveText(["30", "0", "0"]);

  // The student's account shows the package with the lessons left from the file.
  await page.goto(studentUrl);
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await page.waitForURL(/\/app\/payments\/students\//);
  const packages = page.getByRole("list", { name: "Lesson packages" });
  await expect(packages.getByText("10 private lessons")).toBeVisible();
  await expect(packages.getByText(/^1 of \d+ left/)).toBeVisible();
  await shoot(page, "8-account");

  // Settings → Import lists both; the newest (the packages) is undone, and the package is gone.
  await page.goto("/app/settings#settings-import");
  const history = page.getByRole("list", { name: "Past imports" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Package balances");
  await expect(history.nth(0)).toContainText("30 created, 0 updated, 0 skipped");
  await expect(history.nth(1)).toContainText("200 created, 0 updated, 0 skipped");
  await expectNoA11yViolations(page);
  await shoot(page, "9-history", page.getByRole("region", { name: "Import", exact: true }));
  await history.nth(0).getByRole("button", { name: "Undo the import of package-balances.csv" }).click();
  const confirm = page.getByRole("dialog", { name: "Undo this import?" });
  await shoot(page, "10-undo-confirm", "viewport");
  await confirm.getByRole("button", { name: "Undo the import" }).click();
  await expect(confirm).toBeHidden();
  await expect(history.nth(0)).toContainText("Undone");
  await expect(history.nth(0).getByRole("button", { name: /Undo/ })).toHaveCount(0);
  await shoot(page, "11-undone", page.getByRole("region", { name: "Import", exact: true }));
  await page.goto(studentUrl);
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await page.waitForURL(/\/app\/payments\/students\//);
  await expect(page.getByText("No lesson packages.")).toBeVisible();
});

test("invitations go out only when the owner asks, to the new people with an e-mail address", async ({ page }) => {
  await signUpViaApi(page, { studioName: "Quiet Import Studio" });
  const tag = Date.now().toString(36);
  const emails = [`elena.${tag}@example.com`, `marco.${tag}@example.com`];
  const file = csv([
    ["Name", "Email", "Styles"],
    ["Elena Petrova", emails[0], "Standard"],
    ["Marco Rossi", emails[1], "Latin"],
    ["Iris Bell", "", "Smooth"],
  ]);
  await page.goto("/app/settings/import");
  await page.getByRole("radio", { name: /^Instructors/ }).check();
  await page.getByLabel("Choose a file").setInputFiles({ name: "staff.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Next: match the columns" }).click();
  await page.getByRole("button", { name: "Check all 3 rows" }).click();
  await page.getByRole("button", { name: "Import 3 rows" }).click();
  await expect(page.getByText("staff.csv is imported.")).toBeVisible();
  await page.getByRole("button", { name: "Send invitations to 3 new instructors" }).click();
  await expect(page.getByText("2 invitations sent.")).toBeVisible();
  for (const email of emails) expect(await invitationPath(email)).toMatch(/^\/invite\//);
});
