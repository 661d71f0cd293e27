//! Google's analytics plugins as Docusaurus' own plugins add them: the classic
//! preset's `gtag` and `googleTagManager` options, or the plugins named in
//! `plugins`. Each becomes head tags every page loads (the CSP allows their
//! inline code by its hash), the hosts their scripts report to, and, for
//! gtag, a page view sent on each move inside the app.

use serde_json::{Map, Value};

use crate::meta::{HeadAsset, HeadAttribute};

/// Which of Google's plugins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `@docusaurus/plugin-google-gtag` (Google Analytics 4, Google Ads).
    Gtag,
    /// `@docusaurus/plugin-google-tag-manager`.
    TagManager,
    /// `@docusaurus/plugin-google-analytics` (Universal Analytics' analytics.js).
    UniversalAnalytics,
}

/// The classic preset's options for each plugin.
pub const PRESET_KEYS: [(&str, Kind); 3] = [
    ("gtag", Kind::Gtag),
    ("googleTagManager", Kind::TagManager),
    ("googleAnalytics", Kind::UniversalAnalytics),
];

/// The plugin a `plugins` entry names (its package, or Docusaurus' short name).
pub fn kind_of(package: &str) -> Option<Kind> {
    let short = package.trim_start_matches("@docusaurus/").trim_start_matches("docusaurus-");
    match short {
        "plugin-google-gtag" | "google-gtag" => Some(Kind::Gtag),
        "plugin-google-tag-manager" | "google-tag-manager" => Some(Kind::TagManager),
        "plugin-google-analytics" | "google-analytics" => Some(Kind::UniversalAnalytics),
        _ => None,
    }
}

/// Where Google's tags send what they measure (Google's own list for a CSP), for `connect-src`.
const REPORT_HOSTS: [&str; 3] =
    ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

const TAG_HOST: &str = "https://www.googletagmanager.com";

/// What the analytics plugins of one site add.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Analytics {
    pub head: Vec<HeadAsset>,
    /// gtag's measurement IDs: the app reports a page view to them on each move.
    pub gtag_ids: Vec<String>,
    /// Hosts the tags' scripts send to (`connect-src`).
    pub connect_sources: Vec<String>,
}

impl Analytics {
    /// Adds the plugin `kind` with its `options` (written at `at`); what
    /// cannot be honoured is pushed to `unhonoured` as (key, why).
    pub fn add(
        &mut self,
        kind: Kind,
        mut options: Map<String, Value>,
        at: &str,
        unhonoured: &mut Vec<(String, String)>,
    ) {
        let mut refuse = |key: &str, why: String| unhonoured.push((format!("{at}.{key}"), why));
        match kind {
            Kind::Gtag => {
                let ids = match options.remove("trackingID") {
                    Some(Value::String(id)) => vec![id],
                    Some(Value::Array(ids)) => {
                        ids.into_iter().filter_map(|v| v.as_str().map(str::to_string)).collect()
                    }
                    _ => Vec::new(),
                };
                let anonymize = options.remove("anonymizeIP") == Some(Value::Bool(true));
                let (ids, wrong): (Vec<String>, Vec<String>) = ids.into_iter().partition(|id| is_tag_id(id));
                for id in wrong {
                    refuse(
                        "trackingID",
                        format!("`{id}` is not a tag ID (letters, digits and `-`, like `G-ABC123`)"),
                    );
                }
                let Some(first) = ids.first() else {
                    refuse("trackingID", "no tag ID: nothing is measured".into());
                    return;
                };
                self.preconnect("https://www.google-analytics.com");
                self.preconnect(TAG_HOST);
                self.head.push(script(&format!("{TAG_HOST}/gtag/js?id={first}"), true));
                let settings = if anonymize { ", { anonymize_ip: true }" } else { "" };
                let configs: String =
                    ids.iter().map(|id| format!("gtag(\"config\", \"{id}\"{settings});")).collect();
                self.head.push(inline(&format!(
                    "window.dataLayer = window.dataLayer || []; function gtag() {{ dataLayer.push(arguments); }} gtag(\"js\", new Date()); {configs}"
                )));
                self.gtag_ids.extend(ids);
            }
            Kind::TagManager => {
                let id = match options.remove("containerId") {
                    Some(Value::String(id)) if is_tag_id(&id) => id,
                    other => {
                        let why = other.map_or("missing".to_string(), |v| {
                            format!("{v} is not a container ID (like `GTM-ABC123`)")
                        });
                        refuse("containerId", format!("{why}: nothing is measured"));
                        return;
                    }
                };
                self.preconnect(TAG_HOST);
                // The container's first event, as Google's snippet pushes it, then its script.
                self.head.push(inline(
                    "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ \"gtm.start\": Date.now(), event: \"gtm.js\" });",
                ));
                self.head.push(script(&format!("{TAG_HOST}/gtm.js?id={id}"), true));
            }
            Kind::UniversalAnalytics => {
                refuse("trackingID", "Universal Analytics (analytics.js) no longer collects data: Google ended it in 2024; `gtag` with a Google Analytics 4 ID measures".into());
                options.remove("trackingID");
            }
        }
        options.remove("anonymizeIP");
        for (key, value) in options {
            refuse(&key, crate::docusaurus_config::short(&value));
        }
        for host in REPORT_HOSTS {
            if !self.connect_sources.iter().any(|h| h == host) {
                self.connect_sources.push(host.to_string());
            }
        }
    }

    fn preconnect(&mut self, origin: &str) {
        if !self.head.iter().any(|a| a.kind == "link" && a.url == origin) {
            let rel = HeadAttribute { name: "rel".into(), value: "preconnect".into() };
            self.head.push(HeadAsset {
                kind: "link".into(),
                url: origin.into(),
                attributes: vec![rel],
                inline: None,
            });
        }
    }
}

/// Google's IDs (`G-…`, `UA-…-1`, `AW-…`, `GTM-…`): safe inside a script's string and a URL.
fn is_tag_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

fn script(url: &str, run_async: bool) -> HeadAsset {
    let attributes =
        run_async.then(|| HeadAttribute { name: "async".into(), value: String::new() }).into_iter().collect();
    HeadAsset { kind: "script".into(), url: url.into(), attributes, inline: None }
}

fn inline(code: &str) -> HeadAsset {
    HeadAsset { kind: "script".into(), url: String::new(), attributes: Vec::new(), inline: Some(code.into()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(json: &str) -> Map<String, Value> {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn gtag_loads_googles_script_and_configures_each_id() {
        let mut analytics = Analytics::default();
        let mut notes = Vec::new();
        analytics.add(
            Kind::Gtag,
            options(r#"{"trackingID": ["G-AB12", "AW-9"], "anonymizeIP": true}"#),
            "presets.classic.gtag",
            &mut notes,
        );
        assert_eq!(notes, []);
        assert_eq!(analytics.gtag_ids, ["G-AB12", "AW-9"]);
        let urls: Vec<&str> = analytics.head.iter().map(|a| a.url.as_str()).collect();
        assert_eq!(
            urls,
            [
                "https://www.google-analytics.com",
                TAG_HOST,
                "https://www.googletagmanager.com/gtag/js?id=G-AB12",
                ""
            ]
        );
        let code = analytics.head[3].inline.as_deref().unwrap();
        assert!(code.contains(r#"gtag("config", "G-AB12", { anonymize_ip: true });gtag("config", "AW-9", { anonymize_ip: true });"#), "{code}");
        assert_eq!(analytics.connect_sources, REPORT_HOSTS);
    }

    #[test]
    fn an_id_that_could_break_out_of_the_script_is_refused() {
        let mut analytics = Analytics::default();
        let mut notes = Vec::new();
        analytics.add(
            Kind::Gtag,
            options(r#"{"trackingID": "G-1\");alert(1)//"}"#),
            "plugins[0]",
            &mut notes,
        );
        assert!(analytics.head.is_empty() && analytics.gtag_ids.is_empty());
        let keys: Vec<&str> = notes.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["plugins[0].trackingID", "plugins[0].trackingID"]);
    }

    #[test]
    fn tag_manager_pushes_its_start_then_loads_the_container() {
        let mut analytics = Analytics::default();
        let mut notes = Vec::new();
        analytics.add(
            Kind::TagManager,
            options(r#"{"containerId": "GTM-X1", "extra": 1}"#),
            "presets.classic.googleTagManager",
            &mut notes,
        );
        assert_eq!(
            notes,
            [("presets.classic.googleTagManager.extra".to_string(), "set, a number".to_string())]
        );
        assert!(analytics.head[1].inline.as_deref().is_some_and(|c| c.contains("gtm.js")));
        assert_eq!(analytics.head[2].url, "https://www.googletagmanager.com/gtm.js?id=GTM-X1");
        assert!(analytics.gtag_ids.is_empty());
        assert_eq!(kind_of("@docusaurus/plugin-google-tag-manager"), Some(Kind::TagManager));
        assert_eq!(kind_of("google-gtag"), Some(Kind::Gtag));
        assert_eq!(kind_of("docusaurus-plugin-sass"), None);
    }
}
