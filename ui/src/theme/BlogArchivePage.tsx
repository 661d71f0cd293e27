// Every post, grouped by year.
import type { PostYear } from "../generated/types";
import { Link } from "./Link";

export function BlogArchivePage({ years }: { years: PostYear[] }) {
  return (
    <div className="container archive">
      <h1>아카이브</h1>
      <p>히스토리에 올라온 모든 글을 연도별로 모았습니다.</p>
      {years.map((year) => (
        <section key={year.year} aria-labelledby={`year-${year.year}`}>
          <h2 id={`year-${year.year}`}>{year.year}년</h2>
          <ul>
            {year.posts.map((post) => (
              <li key={post.path}>
                <Link to={post.path}>{post.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

