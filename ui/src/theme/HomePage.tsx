// The home page: hero, overview cards and the cloud's history (blog posts).
import type { ReactNode } from "react";

import type { HomeCard, HomeMeta, PostMeta } from "../generated/types";
import { Link } from "./Link";
import { formatDate } from "../i18n/date";

export function HomePage({ home }: { home: HomeMeta }) {
  return (
    <div className="home">
      <section className="hero">
        <div className="container">
          <h1 className="hero-title">{home.title}</h1>
          <p className="hero-tagline">{home.tagline}</p>
          <div className="hero-actions">
            {home.actions.map((action) => (
              <Link key={action.to} to={action.to} className={`button button-lg${action.primary ? " button-primary" : ""}`}>
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
      <HomeSection id="overview" title={home.overview_title} description={home.overview_description}
        listClass="card-grid" items={home.cards} item={overviewCard} />
      <HomeSection id="history" title={home.history_title} description={home.history_description}
        listClass="history-list" items={home.posts} item={historyEntry} />
    </div>
  );
}

/** A card of the overview: a part of the docs, linked by its title. */
function overviewCard(card: HomeCard) {
  return (
    <li key={card.to + card.title} className="card">
      <h3>
        <Link to={card.to}>{card.title}</Link>
      </h3>
      <p>{card.description}</p>
    </li>
  );
}

/** A line of the cloud's history: a post's date and title. */
function historyEntry(post: PostMeta) {
  return (
    <li key={post.path}>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <Link to={post.path}>{post.title}</Link>
    </li>
  );
}

/**
 * A titled part of the home page listing `items` (each drawn by `item` as a
 * list item), named by its heading, with an optional line under it; nothing
 * when there is nothing to list.
 */
function HomeSection<T>(props: {
  id: string;
  title: string;
  description: string;
  listClass: string;
  items: T[];
  item: (entry: T) => ReactNode;
}) {
  if (props.items.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.description ? <p>{props.description}</p> : null}
      <ul className={props.listClass}>{props.items.map((entry) => props.item(entry))}</ul>
    </section>
  );
}
