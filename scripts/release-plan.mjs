// What `npm run release -- VERSION` changes, as pure text edits: the root package.json holds the
// one version; the workspaces' versions, the references to @newsflash/protocol and the lock file
// follow it; the changelog's Unreleased entry becomes the release's. scripts/release.mjs writes
// the plan (or prints it with --dry-run); tests/unit/release.test.ts checks it.

/** Semantic versions without build metadata: what the browser stores accept (x.y.z, optional -pre). */
const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

export const PACKAGE_FILES = ['package.json', 'server/package.json', 'packages/protocol/package.json', 'package-lock.json'];
export const CHANGELOG = 'CHANGELOG.md';

/** Compares x.y.z parts only; a pre-release sorts before its release. */
export function compareVersions(a, b) {
  const [pa, pb] = [SEMVER.exec(a), SEMVER.exec(b)];
  for (let i = 1; i <= 3; i++) if (Number(pa[i]) !== Number(pb[i])) return Number(pa[i]) - Number(pb[i]);
  if (pa[4] === pb[4]) return 0;
  if (!pa[4]) return 1;
  if (!pb[4]) return -1;
  return pa[4] < pb[4] ? -1 : 1;
}

/** Every place a version is written, as [file, path in its JSON] pairs. */
function versionFields(lock) {
  const fields = [
    ['package.json', ['version']],
    ['package.json', ['dependencies', '@newsflash/protocol']],
    ['server/package.json', ['version']],
    ['server/package.json', ['dependencies', '@newsflash/protocol']],
    ['packages/protocol/package.json', ['version']],
    ['package-lock.json', ['version']],
    ['package-lock.json', ['packages', '', 'version']],
    ['package-lock.json', ['packages', '', 'dependencies', '@newsflash/protocol']],
    ['package-lock.json', ['packages', 'server', 'version']],
    ['package-lock.json', ['packages', 'server', 'dependencies', '@newsflash/protocol']],
    ['package-lock.json', ['packages', 'packages/protocol', 'version']],
  ];
  return fields.filter(([file, path]) => file !== 'package-lock.json' || get(lock, path) !== undefined);
}

const get = (object, path) => path.reduce((at, key) => (at === undefined ? undefined : at[key]), object);
const set = (object, path, value) => {
  get(object, path.slice(0, -1))[path.at(-1)] = value;
};

/** Each version field with what it holds now: they must all agree. */
export function currentVersions(read) {
  const json = Object.fromEntries(PACKAGE_FILES.map((file) => [file, JSON.parse(read(file))]));
  return versionFields(json['package-lock.json']).map(([file, path]) => ({ file, field: path.join('.'), value: get(json[file], path) }));
}

/**
 * The changelog with its Unreleased entry made the release's, under a fresh empty Unreleased.
 * Keep a Changelog form: `## [Unreleased]`, then `## [x.y.z] - YYYY-MM-DD` newest first.
 */
export function releaseChangelog(text, version, date) {
  const heading = /^## \[Unreleased\][^\n]*\n/m.exec(text);
  if (!heading) throw new Error(`${CHANGELOG} has no "## [Unreleased]" section to release`);
  const after = text.slice(heading.index + heading[0].length);
  const next = /^## \[/m.exec(after);
  const entry = (next ? after.slice(0, next.index) : after).trim();
  if (!entry) throw new Error(`${CHANGELOG}'s Unreleased section is empty: say what changed before releasing`);
  if (new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\]`, 'm').test(text)) throw new Error(`${CHANGELOG} already has an entry for ${version}`);
  return `${text.slice(0, heading.index)}## [Unreleased]\n\n## [${version}] - ${date}\n\n${entry}\n\n${next ? after.slice(next.index) : ''}`.replace(/\n+$/, '\n');
}

/**
 * The release as a list of files with their new text and what changed in each, one line a change.
 * `read(path)` gives a file of the checkout.
 */
export function planRelease(read, version, date) {
  if (!SEMVER.test(version)) throw new Error(`"${version}" is not a semantic version (x.y.z, optionally -pre.release)`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a date (YYYY-MM-DD)`);
  const current = JSON.parse(read('package.json')).version;
  if (compareVersions(version, current) <= 0) throw new Error(`${version} is not newer than the current version ${current}`);
  const json = Object.fromEntries(PACKAGE_FILES.map((file) => [file, JSON.parse(read(file))]));
  const changes = Object.fromEntries(PACKAGE_FILES.map((file) => [file, []]));
  for (const [file, path] of versionFields(json['package-lock.json'])) {
    changes[file].push(`${path.map((key) => key || '""').join('.')}: ${get(json[file], path)} → ${version}`);
    set(json[file], path, version);
  }
  const plan = PACKAGE_FILES.map((file) => ({ path: file, text: `${JSON.stringify(json[file], null, 2)}\n`, changes: changes[file] }));
  plan.push({ path: CHANGELOG, text: releaseChangelog(read(CHANGELOG), version, date), changes: [`## [Unreleased] → ## [${version}] - ${date}, and a new empty ## [Unreleased] above it`] });
  return plan;
}
