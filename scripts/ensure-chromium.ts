/**
 * End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work here).
 * If it is missing, install it with apt-get when we are root on Debian; otherwise say how, in one line.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (!isRoot || !isDebian) {
    process.stderr.write(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu) and run the tests again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write("Chromium is missing: installing Debian's chromium package with apt-get…\n");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"]);
  if (!existsSync(CHROMIUM_PATH)) {
    process.stderr.write(`apt-get finished but ${CHROMIUM_PATH} is still missing.\n`);
    process.exit(1);
  }
}
