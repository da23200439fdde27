// Bumps the plugin's version in package.json, package-lock.json, manifest.json and
// versions.json together.
//
//   npm run version -- patch | minor | major | 1.2.3
//   npm version patch | minor | major | 1.2.3   (npm bumps package.json, runs this
//                                                script, commits and tags "1.2.3")
//
// versions.json maps each release to the Obsidian version it needs (minAppVersion).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const write = (file, data) => writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
const fail = (message) => {
  process.stderr.write(message + "\n");
  process.exit(1);
};

/** The next version after `current` for a bump word, or `arg` itself when it is a version. */
export function nextVersion(current, arg) {
  const [major, minor, patch] = current.split(".").map(Number);
  if (arg === "major") return `${major + 1}.0.0`;
  if (arg === "minor") return `${major}.${minor + 1}.0`;
  if (arg === "patch") return `${major}.${minor}.${patch + 1}`;
  return arg;
}

const pkg = read("package.json");
const arg = process.argv[2];
const version = arg ? nextVersion(pkg.version, arg) : pkg.version;
if (!/^\d+\.\d+\.\d+$/.test(version))
  fail(`Wersja „${version}” nie ma postaci x.y.z, której wymaga Obsidian (patch, minor, major albo np. 1.2.3).`);

if (version !== pkg.version) {
  pkg.version = version;
  write("package.json", pkg);
  const lock = read("package-lock.json");
  lock.version = version;
  if (lock.packages?.[""]) lock.packages[""].version = version;
  write("package-lock.json", lock);
}
const manifest = read("manifest.json");
manifest.version = version;
write("manifest.json", manifest);
const versions = read("versions.json");
versions[version] = manifest.minAppVersion;
write("versions.json", versions);
process.stdout.write(`package.json, manifest.json, versions.json: ${version} (Obsidian ${manifest.minAppVersion}+)\n`);
// Under `npm version`, npm commits package.json and the lock file itself: stage the other two.
if (process.env.npm_command === "version") execFileSync("git", ["add", "manifest.json", "versions.json"]);
