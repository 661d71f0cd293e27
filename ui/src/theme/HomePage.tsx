// The home page: hero, overview cards and the cloud's history (blog posts).
import type { ReactNode } from "react";

import type { HomeMeta } from "../generated/types";
import { formatDate } from "./blog";
import { Link } from "./Link";

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
      {home.cards.length === 0 ? null : (
        <HomeSection id="overview" title={home.overview_title} description={home.overview_description}>
          <ul className="card-grid">
            {home.cards.map((card) => (
              <li key={card.to + card.title} className="card">
                <h3>
                  <Link to={card.to}>{card.title}</Link>
                </h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
      {home.posts.length === 0 ? null : (
        <HomeSection id="history" title={home.history_title} description={home.history_description}>
          <ul className="history-list">
            {home.posts.map((post) => (
              <li key={post.path}>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                <Link to={post.path}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
    </div>
  );
}

/** A titled part of the home page, named by its heading, with an optional line under it. */
function HomeSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section className="container home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children}
    </section>
  );
}
