// TEMPORARY (sessions branch): the childmode branch's ChildShell replaces this file at merge.
import type { ReactNode } from "react";

/** A calm full-screen frame for the child's own session: no menus, no other children. */
export function ChildShell({ childName, children }: { childName: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-sky-50/40" data-child-name={childName}>
      {children}
    </div>
  );
}
