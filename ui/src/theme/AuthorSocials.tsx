// An author's profiles elsewhere (authors.yml `socials`), as icon links.
import type { AuthorMeta } from "../generated/types";

/** How each platform is named, and the short mark drawn in its icon. */
const platforms: Record<string, { name: string; mark: string }> = {
  github: { name: "GitHub", mark: "GH" },
  x: { name: "X", mark: "X" },
  twitter: { name: "X", mark: "X" },
  linkedin: { name: "LinkedIn", mark: "in" },
  stackoverflow: { name: "Stack Overflow", mark: "SO" },
  bluesky: { name: "Bluesky", mark: "bs" },
  instagram: { name: "Instagram", mark: "IG" },
  threads: { name: "Threads", mark: "@" },
  mastodon: { name: "Mastodon", mark: "M" },
  twitch: { name: "Twitch", mark: "tv" },
  youtube: { name: "YouTube", mark: "▶" },
};

/** A rounded badge with the platform's mark; other links get an arrow out of a circle. */
function Icon({ platform }: { platform: string }) {
  const known = platforms[platform];
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {known ? (
        <>
          <rect x="1" y="1" width="22" height="22" rx="5" fill="currentColor" />
          <text x="12" y="16.5" textAnchor="middle" fontSize={known.mark.length > 1 ? 11 : 14} fontWeight="700" fill="var(--ao-bg)">
            {known.mark}
          </text>
        </>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M9 15l6-6m-4.5 0H15v4.5" />
        </g>
      )}
    </svg>
  );
}

export function AuthorSocials({ author }: { author: AuthorMeta }) {
  if (author.socials.length === 0) return null;
  return (
    <ul className="author-socials">
      {author.socials.map((social) => {
        const label = platforms[social.platform]?.name ?? social.platform;
        return (
          <li key={social.platform}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={`${author.name}: ${label}`} title={label}>
              <Icon platform={social.platform} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
