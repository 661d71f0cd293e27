//! What a Docusaurus site's own plugins (functions in its config, files of
//! the site) made when the engine ran their `loadContent` and
//! `contentLoaded` (ui/stages/evaluate.mjs, beside the config): the global
//! data `usePluginData` reads, routes to components of the site, and the
//! hooks of theirs this generator does not run.

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::diag::Diagnostic;
use crate::site_pages::PageFile;
use crate::sources::Sources;

/// The evaluation's entry for them (evaluate.mjs' `SITE_PLUGINS`).
pub const EVALUATED: &str = "#plugins";

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Made {
    /// By plugin name, then instance id.
    #[serde(default)]
    pub global_data: Map<String, Value>,
    /// Another locale's, by locale, where a plugin that asks which locale it
    /// builds made it differently (by plugin name, then instance id).
    #[serde(default)]
    locale_global_data: Map<String, Value>,
    #[serde(default)]
    routes: Vec<Route>,
    /// Each plugin that ran, by its place in the config (`plugins[2]`).
    #[serde(default)]
    ran: Vec<Ran>,
    #[serde(default)]
    warnings: Vec<Warning>,
}

#[derive(Debug, Deserialize)]
struct Route {
    /// With the base URL, as plugins write it.
    path: String,
    /// Relative to the site.
    component: String,
    props: Map<String, Value>,
}

#[derive(Debug, Deserialize)]
struct Ran {
    at: String,
    unrun: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Warning {
    file: String,
    line: usize,
    message: String,
}

impl Made {
    /// What the evaluation recorded, or nothing (no such plugin, or a site.toml site).
    pub fn of(sources: &Sources) -> Made {
        sources.evaluated(EVALUATED).and_then(|json| serde_json::from_str(json).ok()).unwrap_or_default()
    }

    /// The global data of the locale `locale` builds (the default one's for `None`):
    /// each plugin instance's of that locale where it made its own there.
    pub fn global_data_in(&self, locale: Option<&str>) -> Map<String, Value> {
        let mut data = self.global_data.clone();
        let Some(own) = locale.and_then(|l| self.locale_global_data.get(l)).and_then(Value::as_object) else {
            return data;
        };
        for (name, instances) in own {
            let Some(instances) = instances.as_object() else { continue };
            let into = data.entry(name.clone()).or_insert_with(|| Value::Object(Map::new()));
            if let Some(into) = into.as_object_mut() {
                into.extend(instances.iter().map(|(id, value)| (id.clone(), value.clone())));
            }
        }
        data
    }

    /// The routes as pages of the site, below `base_url` (one outside it is a warning).
    pub fn pages(&self, base_url: &str, diagnostics: &mut Vec<Diagnostic>) -> Vec<PageFile> {
        let mut pages = Vec::new();
        for route in &self.routes {
            let below = base_url.strip_suffix('/').unwrap_or(base_url);
            match route.path.strip_prefix(below).filter(|rest| rest.is_empty() || rest.starts_with('/')) {
                // The one check every address from content passes: no `..`, `//` or encoded escape.
                Some(rest) => match crate::route::under("/", rest) {
                    Ok(path) => pages.push(PageFile {
                        path,
                        file: route.component.clone(),
                        props: (!route.props.is_empty())
                            .then(|| Value::Object(route.props.clone()).to_string()),
                    }),
                    Err(refused) => diagnostics.push(
                        Diagnostic::file_error(
                            &route.component,
                            format!(
                                "a plugin adds the route `{}`, which {}: left out",
                                route.path, refused.reason
                            ),
                        )
                        .as_warning(),
                    ),
                },
                None => diagnostics.push(
                    Diagnostic::file_error(
                        &route.component,
                        format!(
                            "a plugin adds the route `{}`, outside the base URL `{base_url}`: left out",
                            route.path
                        ),
                    )
                    .as_warning(),
                ),
            }
        }
        pages
    }

    /// The plugins' warnings (one that threw, a route left out).
    pub fn warnings(&self) -> impl Iterator<Item = Diagnostic> + '_ {
        self.warnings.iter().map(|w| Diagnostic {
            line: w.line.max(1),
            ..Diagnostic::file_error(&w.file, w.message.clone()).as_warning()
        })
    }

    /// The config's values this generator cannot honour (see
    /// `docusaurus_config::unhonoured_note`), less the plugins that ran
    /// here, which stay only for the hooks of theirs that did not.
    pub fn honoured(&self, unhonoured: Vec<(String, String)>) -> Vec<(String, String)> {
        unhonoured
            .into_iter()
            .filter_map(|(key, why)| {
                let Some(ran) =
                    self.ran.iter().find(|r| key == r.at || key.starts_with(&format!("{} ", r.at)))
                else {
                    return Some((key, why));
                };
                (!ran.unrun.is_empty()).then(|| {
                    let hooks: Vec<String> = ran.unrun.iter().map(|h| format!("`{h}`")).collect();
                    (
                        key,
                        format!(
                            "it ran, but for its hooks this generator does not run: {}",
                            hooks.join(", ")
                        ),
                    )
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made(paths: &[&str]) -> Made {
        let routes: Vec<Value> = paths
            .iter()
            .map(|p| serde_json::json!({"path": p, "component": "src/components/List.tsx", "props": {}}))
            .collect();
        serde_json::from_value(serde_json::json!({"routes": routes})).unwrap()
    }

    /// A plugin's route is an address from site code: it passes the check
    /// slugs pass, so no page file lands outside build/.
    #[test]
    fn routes_that_climb_out_of_the_site_are_left_out_with_a_warning() {
        let mut diagnostics = Vec::new();
        let pages = made(&[
            "/docs/releases/",
            "/docs/../../etc/x",
            "/docs/%2e%2e/%2e%2e/x",
            "/docs//evil.example/x",
            "/elsewhere",
        ])
        .pages("/docs/", &mut diagnostics);
        let paths: Vec<&str> = pages.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(paths, ["/releases"]);
        assert_eq!(diagnostics.len(), 4, "{diagnostics:?}");
        assert!(diagnostics.iter().all(|d| !d.is_error()));
    }

    /// A locale's own global data replaces the default's instance by instance; the rest stays.
    #[test]
    fn a_locale_builds_with_its_own_global_data_where_a_plugin_made_some() {
        let made: Made = serde_json::from_value(serde_json::json!({
            "globalData": {"recent": {"default": ["en"], "other": [1]}, "plain": {"default": 2}},
            "localeGlobalData": {"zh": {"recent": {"default": ["zh"]}}},
        }))
        .unwrap();
        let zh = made.global_data_in(Some("zh"));
        assert_eq!(zh["recent"], serde_json::json!({"default": ["zh"], "other": [1]}));
        assert_eq!(zh["plain"], serde_json::json!({"default": 2}));
        assert_eq!(made.global_data_in(Some("fr")), made.global_data);
        assert_eq!(made.global_data_in(None), made.global_data);
    }
}
