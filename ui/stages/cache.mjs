// The build cache, verified before it is used: no file of it reaches a page
// or the published site unchecked. Two kinds of file:
//
//   sealed     a first line `aolda-seal HASH` (SHA-256 of the file's name
//              below the cache folder and its body), for files named by what
//              they were made from (compiled modules, rendered pages, the
//              stylesheet, the JSON indexes): a cut, changed or swapped-in
//              file fails its seal;
//   named      content-addressed stores (documents, linked modules, the
//              shell's files): the file's name holds a hash of its content,
//              checked again before it is used.
//
// A damaged file is removed and reported (xtask prints a note naming it);
// whatever needs it is made again. Checking a named file reads it, so a file
// that passed keeps its stat identity (inode, size, modification and change
// times) in `verified.json`: while that is unchanged, nothing has written to
// it since (the change time is set by the kernel on every write, truncation
// or rename over it, and no program can set it back), and it is not read again.
import { hash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SEAL = "aolda-seal ";

/** What a thrown value says: an Error's message, or the value itself. */
export const messageOf = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));

/** A failed system call's code (`ENOENT`), if the thrown value has one. */
export const codeOf = (/** @type {unknown} */ error) => /** @type {NodeJS.ErrnoException} */ (error)?.code;

/** Writes a file whole or not at all (a killed build leaves no half-written cache entry); errors name the file. */
export function writeAtomic(file, text) {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw new Error(`writing ${file}: ${messageOf(error)}`, { cause: error });
  }
}

/** Writes a file in place (a result, or a file of a folder renamed into place once whole); errors name the file. */
export function writeFileNamed(file, text) {
  try {
    writeFileSync(file, text);
  } catch (error) {
    throw new Error(`writing ${file}: ${messageOf(error)}`, { cause: error });
  }
}

/** A damaged cache file was met: the job is run again once it is removed (see build.mjs). */
export class DamagedCache extends Error {}

/** Damaged files found by this thread's current job: [file, what was wrong]. */
let damaged = [];

/** Forgets the last job's findings. */
export function startJob() {
  damaged = [];
}

/** What this job found damaged (and removed). */
export const damagedFiles = () => damaged;

/** Removes a damaged cache file and records it for xtask's note. */
export function noteDamaged(file, why) {
  damaged.push([file, why]);
  rmSync(file, { recursive: true, force: true });
}

/** The name a seal covers: the path below the cache folder (`.build-cache`), else the file's own name. */
function sealName(file) {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf(".build-cache");
  return at >= 0 ? parts.slice(at + 1).join("/") : parts.at(-1);
}

const sha256 = (...parts) => hash("sha256", parts.join(""));

/** `text` with the seal of the cache file `file` (where it will live, whatever temporary name it is written under). */
export function sealed(file, text) {
  return `${SEAL}${sha256(sealName(file), "\0", text)}\n${text}`;
}

/** Writes `text` to the cache file `file` with its seal. */
export function writeSealed(file, text) {
  writeAtomic(file, sealed(file, text));
}

/** The body of a sealed cache file, or null: missing, or damaged (then noted and removed). */
export function readSealed(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (codeOf(error) !== "ENOENT") noteDamaged(file, `unreadable: ${codeOf(error) ?? messageOf(error)}`);
    return null;
  }
  const end = text.indexOf("\n");
  const body = end < 0 ? "" : text.slice(end + 1);
  if (!text.startsWith(SEAL) || end < 0 || text.slice(SEAL.length, end) !== sha256(sealName(file), "\0", body)) {
    noteDamaged(file, "its content does not match its hash");
    return null;
  }
  return body;
}

/** A sealed JSON file's value, or null (missing, or damaged: a broken seal or JSON that does not parse). */
export function readSealedJson(file) {
  const body = readSealed(file);
  if (body === null) return null;
  try {
    return JSON.parse(body);
  } catch (error) {
    noteDamaged(file, `bad JSON: ${messageOf(error)}`);
    return null;
  }
}

/** A JSON file xtask wrote (and checked) this build; a failure names it. */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`reading ${file}: ${messageOf(error)}`, { cause: error });
  }
}

function identity(file) {
  const s = statSync(file, { bigint: true });
  return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/** The memo of checked files kept in `file`, read (and checked) each job: it is a cache file like any other. */
export function openVerified(file) {
  return { file, known: new Map(Object.entries(readSealedJson(file) ?? {})), used: new Map() };
}

/** Saves the identities of the files checked this job (and only those). */
export function saveVerified(memo) {
  const same = memo.used.size === memo.known.size && [...memo.used].every(([file, id]) => memo.known.get(file) === id);
  if (!same) writeSealed(memo.file, JSON.stringify(Object.fromEntries(memo.used)));
}

/**
 * Whether the named file `file` holds what its name says: `expected(bytes)`
 * is true. Missing: false. Damaged: false, noted and removed.
 */
export function checkNamed(memo, file, expected) {
  let id;
  try {
    id = identity(file);
  } catch {
    return false;
  }
  const name = sealName(file);
  if (memo.known.get(name) !== id) {
    if (!expected(readFileSync(file))) {
      noteDamaged(file, "its content does not match the hash in its name");
      return false;
    }
  }
  memo.used.set(name, id);
  return true;
}

/** The hex SHA-256 of bytes. */
export const sha256Of = (bytes) => hash("sha256", bytes);
