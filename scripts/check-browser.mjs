// npm test runs this first: the e2e suite needs Chromium, and must fail loudly rather than skip.
import fs from "node:fs";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
