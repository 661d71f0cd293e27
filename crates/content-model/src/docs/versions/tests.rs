use super::*;

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn the_last_version_is_at_the_base_and_current_at_next() {
    let all = names(&["current", "2.0", "1.0"]);
    let metas: Vec<VersionMeta> =
        all.iter().map(|name| version_meta(name, &all, "2.0", "/docs", None)).collect();
    let seen: Vec<(&str, &str, Option<&str>, bool)> =
        metas.iter().map(|m| (m.label.as_str(), m.path.as_str(), m.banner.as_deref(), m.badge)).collect();
    assert_eq!(
        seen,
        [
            ("Next", "/docs/next", Some("unreleased"), true),
            ("2.0", "/docs", None, true),
            ("1.0", "/docs/1.0", Some("unmaintained"), true),
        ]
    );
    assert!(metas[1].is_last && !metas[0].is_last);
    assert_eq!(metas[2].class_name, "docs-version-1.0");
}

#[test]
fn one_version_shows_no_badge_and_options_win_over_defaults() {
    let one = names(&["current"]);
    let meta = version_meta("current", &one, "current", "/", None);
    assert_eq!((meta.path.as_str(), meta.badge, meta.banner.as_deref()), ("/", false, None));
    let all = names(&["current", "1.0"]);
    let own = VersionOptions {
        label: Some("개발 중".into()),
        path: Some("dev".into()),
        banner: Some("none".into()),
        badge: Some(false),
        no_index: Some(true),
        class_name: None,
    };
    let meta = version_meta("current", &all, "1.0", "/docs", Some(&own));
    assert_eq!(
        (meta.label.as_str(), meta.path.as_str(), meta.banner, meta.badge, meta.no_index),
        ("개발 중", "/docs/dev", None, false, true)
    );
}

#[test]
fn options_are_checked_against_the_versions() {
    let all = names(&["current", "1.0"]);
    let with = |f: fn(&mut VersionsOptions)| {
        let mut options = VersionsOptions::default();
        f(&mut options);
        check_options(&all, &options)
    };
    assert!(with(|_| {}).is_ok());
    assert!(with(|o| o.last_version = Some("3.0".into())).unwrap_err().contains("`lastVersion: 3.0`"));
    assert!(with(|o| o.only_include_versions = Some(Vec::new())).unwrap_err().contains("is empty"));
    assert!(
        with(|o| {
            o.only_include_versions = Some(vec!["current".into()]);
            o.last_version = Some("1.0".into());
        })
        .unwrap_err()
        .contains("not in `onlyIncludeVersions`")
    );
    assert!(
        with(|o| {
            o.versions.insert("0.9".into(), VersionOptions::default());
        })
        .unwrap_err()
        .contains("`0.9`")
    );
    assert!(check_options(&[], &VersionsOptions::default()).is_err());
    for climbing in ["../../victim", "/../x", "a/./b", "a\\..", "a\u{1b}b"] {
        let mut options = VersionsOptions::default();
        options
            .versions
            .insert("1.0".into(), VersionOptions { path: Some(climbing.into()), ..Default::default() });
        let refused = check_options(&all, &options).unwrap_err();
        assert!(refused.contains("`versions.1.0.path`"), "{climbing:?}: {refused}");
    }
    let mut options = VersionsOptions::default();
    options
        .versions
        .insert("1.0".into(), VersionOptions { path: Some("old/1.0".into()), ..Default::default() });
    assert!(check_options(&all, &options).is_ok());
}

#[test]
fn version_names_keep_to_what_a_folder_and_an_address_can_hold() {
    assert!(check_name("2.0.1").is_ok());
    for bad in ["", " ", "..", "a/b", "a\\b", "a:b", "current", &"x".repeat(33)] {
        assert!(check_name(bad).is_err(), "{bad:?} should be refused");
    }
}

#[test]
fn the_plugin_options_are_read_from_the_config() {
    let json = r#"{"lastVersion": "current", "onlyIncludeVersions": ["current", "1.0"], "includeCurrentVersion": true,
        "versions": {"current": {"label": "Canary", "path": "canary", "banner": "unreleased", "badge": false, "noIndex": true}},
        "editUrl": "x"}"#;
    let Value::Object(mut docs) = serde_json::from_str(json).unwrap() else { unreachable!() };
    let mut unhonoured = Vec::new();
    let options = options_from_config(&mut docs, &mut unhonoured);
    assert!(unhonoured.is_empty(), "{unhonoured:?}");
    assert_eq!(options.last_version.as_deref(), Some("current"));
    assert_eq!(options.only_include_versions, Some(names(&["current", "1.0"])));
    let current = &options.versions["current"];
    assert_eq!(
        (current.label.as_deref(), current.path.as_deref(), current.badge),
        (Some("Canary"), Some("canary"), Some(false))
    );
    assert_eq!(docs.keys().collect::<Vec<_>>(), ["editUrl"], "only the version keys are taken");
    let Value::Object(mut odd) = serde_json::json!({"versions": {"1.0": {"banner": "old"}}}) else {
        unreachable!()
    };
    let options = options_from_config(&mut odd, &mut unhonoured);
    assert_eq!(options.versions["1.0"].banner, None);
    assert_eq!(unhonoured, [("docs.versions.1.0.banner".to_string(), "\"old\"".to_string())]);
}
