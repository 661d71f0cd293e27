// Every post, grouped by year.
import type { PostYear } from "../generated/types";
import { PostsByYear } from "./blog";

export function BlogArchivePage({ years }: { years: PostYear[] }) {
  return (
    <div className="container archive">
      <h1>아카이브</h1>
      <p>히스토리에 올라온 모든 글을 연도별로 모았습니다.</p>
      <PostsByYear years={years} suffix="년" />
    </div>
  );
}
