// Generated from crates/engine/src/protocol.rs by `UPDATE_RULES=1 cargo test -p xtask protocol`. Do not edit.
/**
 * Raised whenever a message or the job changes shape: Node announces the
 * version it speaks, and the engine refuses any other.
 */
export const PROTOCOL_VERSION = 2;
/** The file descriptor Node writes its messages to. */
export const CHANNEL_FD = 3;
