// The home page: hero, overview cards and the cloud's history (blog posts).
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
        <section className="container home-section" aria-labelledby="overview">
          <h2 id="overview">{home.overview_title}</h2>
          {home.overview_description ? <p>{home.overview_description}</p> : null}
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
        </section>
      )}
      {home.posts.length === 0 ? null : (
        <section className="container home-section" aria-labelledby="history">
          <h2 id="history">{home.history_title}</h2>
          {home.history_description ? <p>{home.history_description}</p> : null}
          <ul className="history-list">
            {home.posts.map((post) => (
              <li key={post.path}>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                <Link to={post.path}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
