// A page's table of contents (levels 2–3 by default).
import type { TocItem } from "../generated/types";

export function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="이 페이지의 목차">
      <p className="toc-title">이 페이지에서</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
