// `@theme/PaginatorNavLink`: one link of a paginator as Docusaurus' theme
// draws it (its `pagination-nav__link` classes, a sub-label over the title),
// for a site's own paginator (an ejected DocPaginator or BlogPostPaginator).
import type { ReactNode } from "react";

import Link from "../Link";

interface Props {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: Props) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${isNext ? "next" : "prev"}`} to={permalink}>
      {subLabel ? <div className="pagination-nav__sublabel">{subLabel}</div> : null}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
