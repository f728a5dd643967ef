import type { ReactNode } from 'react';

/** A decorative terminal window (three dots and a monospace screen); the caller writes the lines. */
export function TerminalWindow({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-navy-900/80 shadow-2xl ring-1 ring-white/10 backdrop-blur">
      <div className="flex gap-1.5 border-b border-white/10 px-4 py-3">
        <span className="size-3 rounded-full bg-red-400/80" />
        <span className="size-3 rounded-full bg-accent-400/80" />
        <span className="size-3 rounded-full bg-green-400/80" />
      </div>
      <pre dir="ltr" className="overflow-hidden px-5 py-4 text-start font-mono text-sm leading-7 text-navy-100">
        {children}
      </pre>
    </div>
  );
}

/** A shell prompt line: `user@host:~$ command`. */
export function Prompt({ at, command }: { at: string; command: string }) {
  return (
    <>
      <span className="text-green-400">{at}</span>:<span className="text-navy-300">~</span>
      {`$ ${command}\n`}
    </>
  );
}
