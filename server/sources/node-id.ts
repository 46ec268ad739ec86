import { createHash } from 'node:crypto';

/** The most a node id is kept as; a longer one (a long host name) is kept as its SHA-256 in hex. */
export const MAX_NODE_ID = 200;

/**
 * Who holds a claim and the sources' lease: the machine's name and the address it listens on.
 * The same node restarted (same machine, same --host and --port) has the same id, so it takes back
 * its own unfinished claims and its lease at once. Two live processes never share one: the kernel
 * lets one process listen on a host's address and port, and two machines have two names (the
 * operator's part: containers get their own by default). A node on a port picked at start (0)
 * gets a new id each run, and its claims wait for the give-back like another node's.
 */
export function nodeId(hostname: string, host: string, port: number): string {
  const id = `${hostname} ${host}:${port}`;
  return id.length <= MAX_NODE_ID ? id : `sha256 ${createHash('sha256').update(id, 'utf8').digest('hex')}`;
}
