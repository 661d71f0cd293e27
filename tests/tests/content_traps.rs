//! Traps a reader falls into when following the site's pages literally:
//! a command that uses a security group, key pair, network, volume or volume
//! snapshot that no earlier step made (or makes one that already exists), SSH
//! opened to the whole internet, `pip install --user` (refused by PEP 668
//! systems), and menu paths that quote labels the Korean console does not show.
//!
//! Names are followed in the reading order: one walk through the pages of the
//! sidebars in the order the content model gives them (guide, then tutorial),
//! and every other page (blog posts) on its own. A command may use a name when
//! an earlier command of the walk created it and none deleted it since, or when
//! the page lists it as a prerequisite. Creating a name that still exists is a
//! trap too: OpenStack then holds two groups of one name and every later use of
//! the name fails ("More than one SecurityGroup exists").
//!
//! How a page lists its prerequisites: a `## 준비물` section whose items link to
//! the pages that make them. Every name a linked page's commands create counts
//! as listed. Each page of the guide and tutorial sidebars that runs commands
//! (shell blocks), except a sidebar's first page, has that section.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use content_model::links::normalize;
use content_model::meta::SidebarItem;

/// Console labels the Korean Horizon does not show, with the label it does show.
const WRONG_MENU_LABELS: &[(&str, &str)] = &[
    ("스냅숏", "스냅샷"),
    ("컴퓨트 →", "Compute →"),
    ("Identity →", "인증 →"),
    ("Application Credentials", "어플리케이션 증명서"),
    ("유동 IP →", "Floating IP →"),
];

/// Names a reader never has to create: every project has a `default` security group.
const GIVEN_NAMES: &[(Kind, &str)] = &[(Kind::SecurityGroup, "default")];

/// The heading of the section that lists a page's prerequisites.
const PREREQUISITES: &str = "## 준비물";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    SecurityGroup,
    KeyPair,
    Network,
    Volume,
    Snapshot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Action {
    Create,
    Use,
    Delete,
}

/// A page as the reader sees it: its route, its file and its Markdown (service facts filled in).
struct Page {
    route: String,
    source: String,
    text: String,
}

#[derive(Debug, Default)]
struct Commands {
    /// (kind, name, what the command does with it) in the order of the page.
    names: Vec<(Kind, String, Action)>,
    /// Whole commands (continuation lines joined).
    lines: Vec<String>,
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

/// The site's pages, and how a reader walks through them.
struct Reading {
    pages: Vec<Page>,
    /// Each sidebar's pages (indexes into `pages`) in reading order, sidebars in the model's order.
    sidebars: Vec<(String, Vec<usize>)>,
}

impl Reading {
    /// One walk through every sidebar's pages, then every other page (blog posts) on its own.
    fn walks(&self) -> Vec<Vec<usize>> {
        let along: Vec<usize> = self.sidebars.iter().flat_map(|(_, walk)| walk.iter().copied()).collect();
        let alone = (0..self.pages.len()).filter(|i| !along.contains(i)).map(|i| vec![i]);
        std::iter::once(along.clone()).chain(alone).collect()
    }
}

fn pages(root: &Path) -> Reading {
    let loaded = site_loader::load(root);
    let errors: Vec<String> = loaded.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "content errors:\n{}", errors.join("\n"));
    let site = loaded.site.expect("site loads");
    let docs = site.docs.iter().map(|d| Page {
        route: d.meta.path.clone(),
        source: d.source.path.clone(),
        text: d.source.text.clone(),
    });
    let posts = site.posts.iter().map(|p| Page {
        route: p.meta.path.clone(),
        source: p.source.path.clone(),
        text: p.source.text.clone(),
    });
    let pages: Vec<Page> = docs.chain(posts).collect();
    let index: BTreeMap<&str, usize> = pages.iter().enumerate().map(|(i, p)| (p.route.as_str(), i)).collect();
    let sidebars = site
        .sidebars
        .iter()
        .map(|(name, items)| {
            let mut routes = Vec::new();
            sidebar_routes(items, &mut routes);
            (name.clone(), routes.iter().filter_map(|r| index.get(r.as_str()).copied()).collect())
        })
        .collect();
    Reading { pages, sidebars }
}

/// The routes of a sidebar in reading order: a category's own page before its items.
fn sidebar_routes(items: &[SidebarItem], out: &mut Vec<String>) {
    for item in items {
        match item {
            SidebarItem::Doc { path, .. } => out.push(path.clone()),
            SidebarItem::Category { path, items, .. } => {
                out.extend(path.clone());
                sidebar_routes(items, out);
            }
            SidebarItem::Link { .. } | SidebarItem::Html { .. } => {}
        }
    }
}

/// Shell commands of the page's `bash`/`sh`/`powershell` blocks, continuation lines joined.
fn commands(markdown: &str) -> Commands {
    let mut out = Commands::default();
    let mut in_shell = None;
    let mut pending = String::new();
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if let Some(info) = trimmed.strip_prefix("```") {
            in_shell = match in_shell {
                Some(_) => None,
                None => Some(is_shell(info)),
            };
            continue;
        }
        if in_shell != Some(true) {
            continue;
        }
        let code = trimmed.split(" #").next().unwrap_or("").trim_end();
        match code.strip_suffix('\\') {
            Some(part) => pending.push_str(part),
            None => {
                pending.push_str(code);
                let command = pending.split_whitespace().collect::<Vec<_>>().join(" ");
                pending.clear();
                if !command.is_empty() {
                    out.names.extend(names_in(&command));
                    out.lines.push(command);
                }
            }
        }
    }
    out
}

fn is_shell(info: &str) -> bool {
    let lang = info.split_whitespace().next().unwrap_or("");
    matches!(lang, "bash" | "sh" | "shell" | "console" | "powershell")
}

/// The names one `openstack` command creates, uses or deletes.
fn names_in(command: &str) -> Vec<(Kind, String, Action)> {
    use Action::{Create, Delete, Use};
    use Kind::{KeyPair, Network, SecurityGroup, Snapshot, Volume};
    /// Subcommand, the kind of its names, what it does with them, and which
    /// of the names after the subcommand it means (`None`: all of them).
    const SUBCOMMANDS: &[(&str, Kind, Action, Option<usize>)] = &[
        ("security group rule create", SecurityGroup, Use, Some(0)),
        ("security group rule list", SecurityGroup, Use, Some(0)),
        ("security group create", SecurityGroup, Create, Some(0)),
        ("security group delete", SecurityGroup, Delete, None),
        ("security group show", SecurityGroup, Use, Some(0)),
        ("security group set", SecurityGroup, Use, Some(0)),
        ("server add security group", SecurityGroup, Use, Some(1)),
        ("server remove security group", SecurityGroup, Use, Some(1)),
        ("keypair create", KeyPair, Create, Some(0)),
        ("keypair delete", KeyPair, Delete, None),
        ("keypair show", KeyPair, Use, Some(0)),
        ("network create", Network, Create, Some(0)),
        ("network delete", Network, Delete, None),
        ("network show", Network, Use, Some(0)),
        ("volume snapshot create", Snapshot, Create, Some(0)),
        ("volume snapshot delete", Snapshot, Delete, None),
        ("volume snapshot show", Snapshot, Use, Some(0)),
        ("volume create", Volume, Create, Some(0)),
        ("volume delete", Volume, Delete, None),
        ("volume show", Volume, Use, Some(0)),
        ("volume set", Volume, Use, Some(0)),
        ("server add volume", Volume, Use, Some(1)),
        ("server remove volume", Volume, Use, Some(1)),
    ];
    /// Options whose value names something the command uses.
    const OPTIONS: &[(&str, Kind)] = &[
        ("--security-group", SecurityGroup),
        ("--remote-group", SecurityGroup),
        ("--key-name", KeyPair),
        ("--network", Network),
        ("--volume", Volume),
        ("--snapshot", Snapshot),
    ];
    let command = without_placeholders(command);
    let words: Vec<&str> = command.split_whitespace().collect();
    // `"$(openstack volume show …)"` in a wait loop is a command too.
    let Some(start) = words.iter().position(|w| w.trim_start_matches(['"', '$', '(']) == "openstack") else {
        return Vec::new();
    };
    let words = &words[start + 1..];
    let positional: Vec<&str> = positional_args(words);
    let mut found = Vec::new();
    let mut push = |kind, name: &str, action| {
        let name = name.trim_matches(|c| c == '"' || c == '\'');
        if !name.is_empty() && !name.starts_with('<') && !name.starts_with('$') {
            found.push((kind, name.to_string(), action));
        }
    };
    let sub = positional.join(" ");
    let matched =
        SUBCOMMANDS.iter().find(|(prefix, ..)| sub == *prefix || sub.starts_with(&format!("{prefix} ")));
    if let Some((prefix, kind, action, which)) = matched {
        let args = &positional[prefix.split(' ').count()..];
        match which {
            Some(i) => args.get(*i).into_iter().for_each(|name| push(*kind, name, *action)),
            None => args.iter().for_each(|name| push(*kind, name, *action)),
        }
    }
    for pair in words.windows(2) {
        if let Some((_, kind)) = OPTIONS.iter().find(|(option, _)| *option == pair[0]) {
            push(*kind, pair[1], Use);
        }
    }
    // A group's rule that refers to the group itself is created on the line before.
    found.sort_by_key(|(_, _, action)| *action != Create);
    found
}

/// `<키 페어 이름>` becomes one word `<>`: a value the reader fills in, never a name to check.
fn without_placeholders(command: &str) -> String {
    let mut out = String::with_capacity(command.len());
    let mut depth = 0;
    for c in command.chars() {
        match c {
            '<' => {
                if depth == 0 {
                    out.push_str("<>");
                }
                depth += 1;
            }
            '>' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => out.push(c),
        }
    }
    out
}

/// Words that are neither options nor option values (long options take one value,
/// except the flags listed).
fn positional_args<'a>(words: &[&'a str]) -> Vec<&'a str> {
    const FLAGS: &[&str] = &[
        "--ingress",
        "--egress",
        "--wait",
        "--force",
        "--all-projects",
        "--names",
        "--internal",
        "--external",
        "--long",
        "--absolute",
    ];
    let mut out = Vec::new();
    let mut skip = false;
    for word in words {
        if skip {
            skip = false;
        } else if word.starts_with("--") {
            skip = !FLAGS.contains(word) && !word.contains('=');
        } else if *word == "-c" || *word == "-f" {
            // The output options (`-c column`, `-f format`) take a value.
            skip = true;
        } else if !word.starts_with('-') {
            out.push(*word);
        }
    }
    out
}

/// Routes `text` (written in `page`) links to, by route or relative `.md` path.
fn linked_routes(page: &Page, text: &str, route_of_source: &BTreeMap<String, String>) -> BTreeSet<String> {
    let mut routes = BTreeSet::new();
    let dir = page.source.rsplit_once('/').map_or("", |(d, _)| d);
    for part in text.split("](").skip(1) {
        let target = part.split(')').next().unwrap_or("");
        let target = target.split('#').next().unwrap_or("");
        if target.starts_with('/') {
            routes.insert(target.trim_end_matches('/').to_string());
        } else if target.ends_with(".md")
            // Sources are named from the site folder, without the leading `/`.
            && let Some(route) = route_of_source.get(normalize(&format!("{dir}/{target}")).trim_start_matches('/'))
        {
            routes.insert(route.clone());
        }
    }
    routes
}

/// The page's `## 준비물` section, up to the next heading of its level or above.
fn prerequisites_section(markdown: &str) -> Option<&str> {
    let heading = format!("{PREREQUISITES}\n");
    let start = match markdown.starts_with(&heading) {
        true => 0,
        false => markdown.find(&format!("\n{heading}"))? + 1,
    };
    let body = &markdown[start + heading.len()..];
    let end = body.find("\n## ").or_else(|| body.find("\n# ")).unwrap_or(body.len());
    Some(&body[..end])
}

/// Every trap found in `pages` read in their order as one walk, one message each.
fn traps(pages: &[Page]) -> Vec<String> {
    let mut found = page_traps(pages);
    found.extend(name_traps(pages, &(0..pages.len()).collect::<Vec<_>>()));
    found
}

/// Names used before an earlier command of the `walk` made them (and not listed as
/// prerequisites), or made again while they exist.
fn name_traps(pages: &[Page], walk: &[usize]) -> Vec<String> {
    let route_of_source: BTreeMap<String, String> =
        pages.iter().map(|p| (p.source.clone(), p.route.clone())).collect();
    let parsed: Vec<Commands> = pages.iter().map(|p| commands(&p.text)).collect();
    let created_on: BTreeMap<&str, BTreeSet<(Kind, &str)>> = pages
        .iter()
        .zip(&parsed)
        .map(|(p, c)| {
            let created =
                c.names.iter().filter(|(.., a)| *a == Action::Create).map(|(k, n, _)| (*k, n.as_str()));
            (p.route.as_str(), created.collect())
        })
        .collect();
    // What exists now, with the page that made it.
    let mut existing: BTreeMap<(Kind, String), String> =
        GIVEN_NAMES.iter().map(|(k, n)| ((*k, n.to_string()), "every project".to_string())).collect();
    let mut found = Vec::new();
    for &i in walk {
        let page = &pages[i];
        let linked = prerequisites_section(&page.text)
            .map(|section| linked_routes(page, section, &route_of_source))
            .unwrap_or_default();
        let listed = |kind: Kind, name: &str| {
            linked.iter().any(|r| created_on.get(r.as_str()).is_some_and(|made| made.contains(&(kind, name))))
        };
        for (kind, name, action) in &parsed[i].names {
            let key = (*kind, name.clone());
            match action {
                Action::Create => {
                    if let Some(by) = existing.get(&key) {
                        found.push(format!(
                            "{}: creates {kind:?} `{name}` again although {by} already made it (two of one name make every later use fail)",
                            page.source
                        ));
                    }
                    existing.insert(key, page.source.clone());
                }
                Action::Use | Action::Delete => {
                    // A prerequisite is made outside this walk: it does not exist for the pages after.
                    if !existing.contains_key(&key) && !listed(*kind, name) {
                        found.push(format!(
                            "{}: {} {kind:?} `{name}`, which no earlier step in the reading order made, nor does the page's `{PREREQUISITES}` link to a page that does",
                            page.source,
                            if *action == Action::Use { "uses" } else { "deletes" },
                        ));
                    }
                    if *action == Action::Delete {
                        existing.remove(&key);
                    }
                }
            }
        }
    }
    found
}

/// The traps of each page on its own: SSH open to everyone, `pip install --user`, wrong menu labels.
fn page_traps(pages: &[Page]) -> Vec<String> {
    let mut found = Vec::new();
    for page in pages {
        for command in &commands(&page.text).lines {
            if opens_ssh_to_everyone(command) {
                found.push(format!("{}: opens port 22 to 0.0.0.0/0: `{command}`", page.source));
            }
        }
        for item in page.text.lines().filter_map(|l| l.trim_start().strip_prefix("- [ ] ")) {
            if !is_a_task(item) {
                found.push(format!(
                    "{}: checklist item `{item}` does not end in `…기` like the others",
                    page.source
                ));
            }
        }
        if page.text.contains("pip install --user") || page.text.contains("pip3 install --user") {
            found.push(format!(
                "{}: `pip install --user` fails on PEP 668 systems (use pipx or a venv)",
                page.source
            ));
        }
        for (wrong, right) in WRONG_MENU_LABELS {
            for menu in page.text.split("**").skip(1).step_by(2).filter(|s| s.contains('→')) {
                if menu.contains(wrong) {
                    found.push(format!(
                        "{}: menu path **{menu}** quotes `{wrong}`; the Korean console shows `{right}`",
                        page.source
                    ));
                }
            }
        }
    }
    found
}

/// Checklist items read as tasks (`… 확인하기`), whatever link or note follows in brackets.
fn is_a_task(item: &str) -> bool {
    let mut text = item.trim_end();
    while let Some(open) = text.strip_suffix(')').and_then(|t| t.rfind(" (")) {
        text = text[..open].trim_end();
    }
    text.ends_with('기')
}

/// A rule for port 22 without `--remote-ip`/`--remote-group` is open to 0.0.0.0/0.
fn opens_ssh_to_everyone(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    let is_rule = command.contains("security group rule create");
    let port_22 = words.windows(2).any(|w| w[0] == "--dst-port" && (w[1] == "22" || w[1] == "22:22"));
    if !is_rule || !port_22 {
        return false;
    }
    let remote = words.windows(2).find(|w| w[0] == "--remote-ip" || w[0] == "--remote-group");
    match remote {
        None => true,
        Some(w) => w[0] == "--remote-ip" && (w[1] == "0.0.0.0/0" || w[1] == "::/0"),
    }
}

#[test]
fn the_sites_pages_have_none_of_the_known_traps() {
    let reading = pages(&repo());
    assert!(reading.pages.len() > 20, "{} pages", reading.pages.len());
    let walks = reading.walks();
    assert!(walks[0].len() > 15, "the sidebars hold {} pages", walks[0].len());
    let mut found = page_traps(&reading.pages);
    for walk in &walks {
        found.extend(name_traps(&reading.pages, walk));
    }
    assert!(found.is_empty(), "content traps:\n{}", found.join("\n"));
}

#[test]
fn every_guide_and_tutorial_page_that_runs_commands_lists_its_prerequisites() {
    let reading = pages(&repo());
    let mut found = Vec::new();
    for (sidebar, walk) in &reading.sidebars {
        if sidebar != "guide" && sidebar != "tutorial" {
            continue;
        }
        for &i in walk.iter().skip(1) {
            let page = &reading.pages[i];
            if commands(&page.text).lines.is_empty() {
                continue;
            }
            let links = prerequisites_section(&page.text).map_or(0, |s| s.matches("](").count());
            if links == 0 {
                found.push(format!(
                    "{}: runs commands but has no `{PREREQUISITES}` section that links to where its prerequisites are made",
                    page.source
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

fn page(route: &str, source: &str, text: &str) -> Page {
    Page { route: route.into(), source: source.into(), text: text.into() }
}

const CREATE_SSH_ONLY: &str = "```bash\nopenstack security group create ssh-only\n```\n";
const USE_SSH_ONLY: &str = "```bash\nopenstack server create web-1 \\\n  --security-group ssh-only \\\n  --key-name <키> --wait\n```\n";

#[test]
fn a_group_used_before_it_is_created_is_a_trap() {
    let alone = page("/a", "content/docs/a.md", USE_SSH_ONLY);
    let found = traps(&[alone]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("uses SecurityGroup `ssh-only`"), "{found:?}");

    let after = page("/a", "content/docs/a.md", &format!("{USE_SSH_ONLY}{CREATE_SSH_ONLY}"));
    assert_eq!(traps(&[after]).len(), 1, "created after the use");
    let before = page("/a", "content/docs/a.md", &format!("{CREATE_SSH_ONLY}{USE_SSH_ONLY}"));
    assert!(traps(&[before]).is_empty());

    // Across pages it is the reading order that counts.
    let made_first =
        [page("/a", "content/docs/a.md", CREATE_SSH_ONLY), page("/b", "content/docs/b.md", USE_SSH_ONLY)];
    assert!(traps(&made_first).is_empty());
    let made_later =
        [page("/b", "content/docs/b.md", USE_SSH_ONLY), page("/a", "content/docs/a.md", CREATE_SSH_ONLY)];
    assert_eq!(traps(&made_later).len(), 1, "{:?}", traps(&made_later));
}

#[test]
fn a_name_made_again_while_it_exists_is_a_trap_and_after_its_deletion_is_not() {
    let again =
        [page("/a", "content/docs/a.md", CREATE_SSH_ONLY), page("/b", "content/docs/b.md", CREATE_SSH_ONLY)];
    let found = traps(&again);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("content/docs/b.md: creates SecurityGroup `ssh-only` again"), "{found:?}");

    let delete = "```bash\nopenstack security group delete ssh-only\n```\n";
    let remade = [
        page("/a", "a.md", CREATE_SSH_ONLY),
        page("/b", "b.md", delete),
        page("/c", "c.md", CREATE_SSH_ONLY),
    ];
    assert!(traps(&remade).is_empty(), "{:?}", traps(&remade));
    let used_after_deletion =
        [page("/a", "a.md", CREATE_SSH_ONLY), page("/b", "b.md", delete), page("/c", "c.md", USE_SSH_ONLY)];
    assert_eq!(traps(&used_after_deletion).len(), 1);
}

#[test]
fn a_prerequisite_is_a_link_in_the_pages_prerequisites_section_to_a_page_that_makes_it() {
    let listed =
        format!("## 준비물\n\n- `ssh-only` 보안 그룹 ([만드는 곳](./b.md#x))\n\n## 만들기\n\n{USE_SSH_ONLY}");
    let by_path =
        [page("/a", "content/docs/a.md", &listed), page("/b", "content/docs/b.md", CREATE_SSH_ONLY)];
    assert!(traps(&by_path).is_empty(), "{:?}", traps(&by_path));
    let by_route = listed.replace("./b.md#x", "/b");
    let by_route =
        [page("/a", "content/docs/a.md", &by_route), page("/b", "content/docs/b.md", CREATE_SSH_ONLY)];
    assert!(traps(&by_route).is_empty());

    // A link elsewhere on the page is not a prerequisite.
    let elsewhere = format!("## 만들기\n\n[만드는 곳](./b.md)\n\n{USE_SSH_ONLY}");
    let elsewhere =
        [page("/a", "content/docs/a.md", &elsewhere), page("/b", "content/docs/b.md", CREATE_SSH_ONLY)];
    assert_eq!(traps(&elsewhere).len(), 1);
}

#[test]
fn key_pairs_networks_volumes_and_snapshots_are_checked_and_placeholders_and_default_are_not() {
    let text = "```bash\nopenstack server create x --network lab-net --key-name lost-key --security-group default --image <우분투 이미지 이름>\nopenstack keypair show <키 페어 이름> -c fingerprint\nopenstack server add volume x data-9\nopenstack volume create --snapshot snap-9 --size 30 data-10\nopenstack server add volume x $VOL\nopenstack server create y --network \"$NET\" --security-group <FIP>\n```\n";
    let found = traps(&[page("/a", "content/docs/a.md", text)]);
    assert_eq!(found.len(), 4, "{found:?}");
    for what in ["KeyPair `lost-key`", "Network `lab-net`", "Volume `data-9`", "Snapshot `snap-9`"] {
        assert!(found.iter().any(|f| f.contains(what)), "{what}: {found:?}");
    }
    let made = "```bash\nopenstack keypair create --public-key ~/.ssh/a.pub lost-key\nopenstack network create lab-net\nopenstack volume create --size 20 data-9\nopenstack volume snapshot create --volume data-9 --force snap-9\n```\n";
    assert!(traps(&[page("/a", "content/docs/a.md", &format!("{made}{text}"))]).is_empty());

    let cleanup = "```bash\nopenstack volume snapshot delete snap-9\nopenstack volume delete data-10 data-9\nopenstack volume show data-9 -c status\n```\n";
    let found = traps(&[page("/a", "content/docs/a.md", &format!("{made}{text}{cleanup}"))]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("uses Volume `data-9`"), "{found:?}");
}

#[test]
fn ssh_open_to_everyone_is_a_trap() {
    let open = "```bash\nopenstack security group create s\nopenstack security group rule create --ingress --protocol tcp --dst-port 22 s\n```\n";
    assert_eq!(traps(&[page("/a", "a.md", open)]).len(), 1);
    let everyone = "```bash\nopenstack security group create s\nopenstack security group rule create --ingress --protocol tcp --dst-port 22 \\\n  --remote-ip 0.0.0.0/0 s\n```\n";
    assert_eq!(traps(&[page("/a", "a.md", everyone)]).len(), 1);
    let mine = "```bash\nopenstack security group create s\nopenstack security group rule create --ingress --protocol tcp --dst-port 22 \\\n  --remote-ip <내 IP>/32 s\n```\n";
    assert!(traps(&[page("/a", "a.md", mine)]).is_empty());
    let web = "```bash\nopenstack security group create w\nopenstack security group rule create --ingress --protocol tcp --dst-port 80 w\n```\n";
    assert!(traps(&[page("/a", "a.md", web)]).is_empty());
}

#[test]
fn pip_install_user_wrong_menu_labels_and_checklist_styles_are_traps() {
    let pip = "```bash\npython3 -m pip install --user python-openstackclient\n```\n";
    assert_eq!(traps(&[page("/a", "a.md", pip)]).len(), 1);
    let tasks = "- [ ] 쿼터 확인하기\n- [ ] 키 등록하기 ([만들기](/a) 참고)\n- [ ] 시험 응답으로 확인했습니다.\n- [ ] 22번은 내 주소에만 열려 있다\n";
    let found = traps(&[page("/a", "a.md", tasks)]);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("`시험 응답으로 확인했습니다.`"), "{found:?}");
    let menu = "**볼륨 → 스냅숏**에서 확인합니다. **스냅숏**은 사본입니다. **Compute → 이미지**";
    let found = traps(&[page("/a", "a.md", menu)]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("`스냅샷`"), "{found:?}");
}

/// Hangul syllables outside fenced code: the useful prose a page holds.
fn hangul_prose(markdown: &str) -> usize {
    let mut in_code = false;
    let mut count = 0;
    for line in markdown.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code {
            count += line.chars().filter(|c| ('\u{ac00}'..='\u{d7a3}').contains(c)).count();
        }
    }
    count
}

#[test]
fn every_page_holds_enough_prose_and_every_tutorial_says_how_long_and_how_to_clean_up() {
    let pages = pages(&repo()).pages;
    let mut found = Vec::new();
    for page in &pages {
        // The glossary's text comes from content/data/glossary.yml.
        if !page.text.contains("<Glossary") && hangul_prose(&page.text) < 600 {
            found.push(format!(
                "{}: {} Hangul characters of prose, fewer than 600",
                page.source,
                hangul_prose(&page.text)
            ));
        }
        let is_tutorial = page.route.starts_with("/tutorial/");
        if is_tutorial && !page.text.contains("\n## 정리하기") {
            found.push(format!("{}: a tutorial without a `## 정리하기` section", page.source));
        }
        if is_tutorial && !page.text.contains("걸리") {
            found.push(format!("{}: a tutorial that does not say how long it takes", page.source));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert_eq!(hangul_prose("가나\n```\n다라마\n```\n바"), 3);
}
