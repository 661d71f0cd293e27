// The channel Node answers the engine on: one JSON message a line on the pipe
// the engine opens as file descriptor CHANNEL_FD, never standard output, so
// a tool printing anything cannot be taken for a message (see
// crates/engine/src/protocol.rs, which stages/protocol.* are generated from).
import { closeSync, openSync, writeSync } from "node:fs";

import { CHANNEL_FD, PROTOCOL_VERSION } from "./protocol.mjs";

/** The channel's descriptor once opened; none when a job runs by hand. */
let channel = -1;

/**
 * Takes the engine's pipe and says which protocol this side speaks. The pipe
 * is opened again under a descriptor that children do not inherit, and the
 * inherited one closed: esbuild's service must not keep the channel open
 * after Node ends, or the engine would wait for it.
 */
export function openChannel() {
  channel = openSync(`/dev/fd/${CHANNEL_FD}`, "w");
  closeSync(CHANNEL_FD);
  send({ kind: "ready", protocol: PROTOCOL_VERSION });
}

/** Sends a message to the engine (nothing when there is no channel). */
export function send(/** @type {import("./protocol.mjs").Message} */ message) {
  if (channel >= 0) writeSync(channel, `${JSON.stringify(message)}\n`);
}

/** Standard input, read whole: a request the engine pipes in (read as a stream, since a pipe that is not ready fails a synchronous read). */
export async function readRequest() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/**
 * A stage script run by the engine on a site (`node script SITE_DIR …`):
 * source maps on, so the site's code is named at its own lines; the site
 * folder; and `answer`, which writes the one JSON answer on standard output,
 * where anything the site's code prints would otherwise land (it goes to
 * standard error). Without a site folder, the usage and exit code 2.
 * @param {string} usage
 */
export function commandLine(usage) {
  process.setSourceMapsEnabled(true);
  const siteDir = process.argv[2];
  if (!siteDir) {
    process.stderr.write(`usage: ${usage}\n`);
    process.exit(2);
  }
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => process.stderr.write(chunk, ...rest);
  return {
    siteDir,
    answer: (/** @type {unknown} */ value, /** @type {() => void} */ then = () => {}) => write(`${JSON.stringify(value)}\n`, then),
  };
}
