import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { xwdToPng } from './xwd-png';

// Where Debian puts them (devkit/debian-packages.mjs installs them).
export const XVFB = '/usr/bin/Xvfb';
export const XWD = '/usr/bin/xwd';

export interface VirtualDisplay {
  /** The X display's name, for a browser's `DISPLAY`. */
  display: string;
  width: number;
  height: number;
  /** The whole screen as PNG: windows and the desktop notifications drawn over them. */
  grab(): Buffer;
  stop(): void;
}

/**
 * A private X screen (Xvfb) for a headed browser on a machine with no display of its own, so what
 * only a real screen shows, such as a desktop notification, can be captured as the user sees it.
 */
export async function startVirtualDisplay(width: number, height: number): Promise<VirtualDisplay> {
  // Two test lanes may look for a free display at the same moment: the loser's Xvfb exits on the
  // lock and it tries the next one.
  for (let n = 90; n < 190; n++) {
    if (existsSync(`/tmp/.X11-unix/X${n}`) || existsSync(`/tmp/.X${n}-lock`)) continue;
    const server = await openDisplay(`:${n}`, width, height);
    if (server) return displayOn(`:${n}`, server, width, height);
  }
  throw new Error('no free X display between :90 and :189');
}

/** Xvfb on `display`, or undefined when it exits at once (another lane took the display). */
async function openDisplay(display: string, width: number, height: number): Promise<ChildProcess | undefined> {
  const server = spawn(XVFB, [display, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], { stdio: 'ignore' });
  let exited = false;
  server.on('exit', () => (exited = true));
  const deadline = Date.now() + 10_000;
  while (!existsSync(`/tmp/.X11-unix/X${display.slice(1)}`)) {
    if (exited) return undefined;
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`Xvfb did not open ${display} within 10 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

function displayOn(display: string, server: ChildProcess, width: number, height: number): VirtualDisplay {
  return {
    display,
    width,
    height,
    grab: () => xwdToPng(execFileSync(XWD, ['-root', '-silent', '-display', display], { maxBuffer: 64 * 1024 * 1024 })),
    stop: () => void server.kill(),
  };
}
