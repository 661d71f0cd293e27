// What an MDX 1 page's conditional block becomes (content-model's
// mdx/lenient.rs): `{props.debug && <div>` … `</div>}` with Markdown inside
// shows its children only while the condition holds, as MDX 1 rendered it.
import type { ReactNode } from "react";

export default function MDX1When({ when, children }: { when: unknown; children?: ReactNode }) {
  return when ? <>{children}</> : null;
}
