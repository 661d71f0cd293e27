//! `cargo xtask search-quality`: scores site search on the judged query set
//! (`tests/search/queries.yml`) as recall@3 and MRR.
//!
//! The queries run through the browser's own engine (`ui/src/search/engine.ts`,
//! in Node by `ui/bench/search-quality.mjs`) over a built site's index, so the
//! score is the one a reader gets.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use crate::{paths, process};

/// Where the set lives, relative to the repository root.
pub const QUERIES: &str = "tests/search/queries.yml";
/// The bars the set must clear (issue 15).
pub const MIN_RECALL_AT_3: f64 = 0.95;
pub const MIN_MRR: f64 = 0.85;
/// Hits read per query: a right page below this counts as not found.
const DEPTH: usize = 10;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct QuerySet {
    queries: Vec<Query>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Query {
    q: String,
    kind: String,
    expect: Vec<String>,
}

#[derive(Deserialize)]
struct Answer {
    q: String,
    hits: Vec<String>,
}

/// One query's outcome: the rank (1-based) of its first right page.
pub struct Scored {
    pub query: String,
    pub kind: String,
    pub rank: Option<usize>,
    pub hits: Vec<String>,
}

pub struct Scores {
    pub queries: Vec<Scored>,
}

impl Scores {
    pub fn recall_at_3(&self) -> f64 {
        self.mean(|s| if s.rank.is_some_and(|r| r <= 3) { 1.0 } else { 0.0 })
    }

    pub fn mrr(&self) -> f64 {
        self.mean(|s| s.rank.map_or(0.0, |r| 1.0 / r as f64))
    }

    /// Queries that returned nothing at all.
    pub fn empty(&self) -> usize {
        self.queries.iter().filter(|s| s.hits.is_empty()).count()
    }

    fn mean(&self, f: impl Fn(&Scored) -> f64) -> f64 {
        if self.queries.is_empty() {
            return 0.0;
        }
        self.queries.iter().map(f).sum::<f64>() / self.queries.len() as f64
    }

    /// recall@3 and MRR per kind of query, in the order kinds first appear.
    pub fn by_kind(&self) -> Vec<(String, usize, f64, f64)> {
        let mut kinds: Vec<String> = Vec::new();
        for s in &self.queries {
            if !kinds.contains(&s.kind) {
                kinds.push(s.kind.clone());
            }
        }
        kinds
            .into_iter()
            .map(|kind| {
                let part = Scores {
                    queries: self
                        .queries
                        .iter()
                        .filter(|s| s.kind == kind)
                        .map(|s| Scored {
                            query: s.query.clone(),
                            kind: s.kind.clone(),
                            rank: s.rank,
                            hits: s.hits.clone(),
                        })
                        .collect(),
                };
                (kind, part.queries.len(), part.recall_at_3(), part.mrr())
            })
            .collect()
    }
}

impl Scores {
    /// The section of BENCHMARKS.md: scores by kind, and every query not answered first.
    pub fn markdown(&self) -> String {
        let mut md = format!(
            "\n## Search quality, real site\n\nThe judged query set `{QUERIES}` ({} queries, written before tuning) run through the browser's engine over the real site's index (`cargo xtask search-quality`). recall@3: share of queries with a right page in the first three hits; MRR: mean of 1/rank of the first right page. Bars: recall@3 ≥ {MIN_RECALL_AT_3}, MRR ≥ {MIN_MRR}, no query without hits ({} here).\n\n| kind | queries | recall@3 | MRR |\n|---|---|---|---|\n",
            self.queries.len(),
            self.empty()
        );
        for (kind, n, recall, mrr) in self.by_kind() {
            md.push_str(&format!("| {kind} | {n} | {recall:.3} | {mrr:.3} |\n"));
        }
        md.push_str(&format!(
            "| **all** | {} | **{:.3}** | **{:.3}** |\n",
            self.queries.len(),
            self.recall_at_3(),
            self.mrr()
        ));
        let misses: Vec<String> = self
            .queries
            .iter()
            .filter(|s| s.rank != Some(1))
            .map(|s| {
                format!(
                    "`{}` ({})",
                    s.query,
                    s.rank.map_or("not in the first ten".into(), |r| format!("rank {r}"))
                )
            })
            .collect();
        if !misses.is_empty() {
            md.push_str(&format!("\nNot first: {}.\n", misses.join(", ")));
        }
        md
    }
}

/// Scores the index in `build` (a built site's folder) on the query set.
pub fn score(build: &Path) -> Result<Scores> {
    let file = paths::root().join(QUERIES);
    let text = fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
    let set: QuerySet =
        serde_norway::from_str(&text).with_context(|| format!("reading {}", file.display()))?;
    let build = fs::canonicalize(build).with_context(|| format!("no built site at {}", build.display()))?;
    let mut args = vec!["bench/search-quality.mjs".to_string(), build.to_string_lossy().into_owned()];
    args.extend(set.queries.iter().map(|q| q.q.clone()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = process::output(&paths::ui(), "node", &args, &[])?;
    let answers: Vec<Answer> = serde_json::from_str(out.trim()).context("reading the engine's answers")?;
    let by_query: BTreeMap<&str, &Answer> = answers.iter().map(|a| (a.q.as_str(), a)).collect();
    let queries = set
        .queries
        .iter()
        .map(|query| {
            let hits = by_query.get(query.q.as_str()).map(|a| a.hits.clone()).unwrap_or_default();
            Scored {
                query: query.q.clone(),
                kind: query.kind.clone(),
                rank: rank(&hits, &query.expect),
                hits,
            }
        })
        .collect();
    Ok(Scores { queries })
}

/// The 1-based rank of the first hit that is one of `expect` (within [`DEPTH`]).
fn rank(hits: &[String], expect: &[String]) -> Option<usize> {
    hits.iter().take(DEPTH).position(|hit| expect.iter().any(|e| e == hit)).map(|i| i + 1)
}

/// `cargo xtask search-quality`: prints the scores and each miss; fails below the bars.
pub fn run(site: &Path) -> Result<()> {
    let scores = score(&site.join("build"))?;
    println!("{:<10} {:>7} {:>9} {:>6}", "kind", "queries", "recall@3", "MRR");
    for (kind, n, recall, mrr) in scores.by_kind() {
        println!("{kind:<10} {n:>7} {recall:>9.3} {mrr:>6.3}");
    }
    println!("{:<10} {:>7} {:>9.3} {:>6.3}", "all", scores.queries.len(), scores.recall_at_3(), scores.mrr());
    for miss in scores.queries.iter().filter(|s| s.rank.is_none_or(|r| r > 1)) {
        let rank = miss.rank.map_or("-".to_string(), |r| r.to_string());
        println!(
            "  rank {rank:>2}  {} ({}): {}",
            miss.query,
            miss.kind,
            miss.hits.iter().take(3).cloned().collect::<Vec<_>>().join(", ")
        );
    }
    if scores.empty() > 0 {
        bail!("{} queries returned nothing", scores.empty());
    }
    if scores.recall_at_3() < MIN_RECALL_AT_3 || scores.mrr() < MIN_MRR {
        bail!("below the bars: recall@3 must be at least {MIN_RECALL_AT_3}, MRR at least {MIN_MRR}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scored(rank: Option<usize>) -> Scored {
        Scored { query: String::new(), kind: "k".into(), rank, hits: vec!["/a".into()] }
    }

    #[test]
    fn rank_is_the_first_right_hit() {
        let hits: Vec<String> = ["/a", "/b", "/c"].map(String::from).to_vec();
        assert_eq!(rank(&hits, &["/c".into(), "/b".into()]), Some(2));
        assert_eq!(rank(&hits, &["/z".into()]), None);
    }

    #[test]
    fn recall_at_3_and_mrr() {
        let scores =
            Scores { queries: vec![scored(Some(1)), scored(Some(2)), scored(Some(4)), scored(None)] };
        assert_eq!(scores.recall_at_3(), 0.5);
        assert!((scores.mrr() - (1.0 + 0.5 + 0.25) / 4.0).abs() < 1e-9);
    }
}
