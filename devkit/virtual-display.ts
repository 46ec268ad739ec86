import { execFileSync, spawn } from 'node:child_process';
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
  const free = Array.from({ length: 100 }, (_, n) => n + 90).find((n) => !existsSync(`/tmp/.X11-unix/X${n}`) && !existsSync(`/tmp/.X${n}-lock`));
  if (free === undefined) throw new Error('no free X display between :90 and :189');
  const display = `:${free}`;
  const server = spawn(XVFB, [display, '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], { stdio: 'ignore' });
  let exit: string | undefined;
  server.on('exit', (code, signal) => (exit = `Xvfb exited (${signal ?? code})`));
  const deadline = Date.now() + 10_000;
  while (!existsSync(`/tmp/.X11-unix/X${free}`)) {
    if (exit || Date.now() > deadline) {
      server.kill();
      throw new Error(exit ?? `Xvfb did not open ${display} within 10 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    display,
    width,
    height,
    grab: () => xwdToPng(execFileSync(XWD, ['-root', '-silent', '-display', display], { maxBuffer: 64 * 1024 * 1024 })),
    stop: () => void server.kill(),
  };
}
