// Starts `cargo xtask serve` or `cargo xtask dev` for a test and stops it
// again; both print the address they listen on.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const repo = path.resolve(new URL("../..", import.meta.url).pathname);

/** Runs `cargo xtask <command> --port 0 --site <site>`; resolves with its base URL and a `stop`. */
export async function startServer(command, site, timeoutMs) {
  const server = spawn("cargo", ["xtask", command, "--port", "0", "--site", site], { cwd: repo, stdio: ["ignore", "pipe", "pipe"] });
  const base = await new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${seen}`)), timeoutMs);
    server.stdout.on("data", (chunk) => {
      seen += chunk;
      const found = seen.match(/(http:\/\/127\.0\.0\.1:\d+)\//);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    server.stderr.on("data", (chunk) => (seen += chunk));
    server.once("exit", (code) => reject(new Error(`${command} exited (${code}):\n${seen}`)));
  });
  return { base, stop: () => stopAndRemove(server, site) };
}

/**
 * Stops the server and waits until it is gone before removing its site: a
 * rebuild still writing its cache would race the removal (ENOTEMPTY).
 */
export async function stopAndRemove(server, site) {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGINT");
    await exited;
  }
  rmSync(site, { recursive: true, force: true, maxRetries: 5 });
}
