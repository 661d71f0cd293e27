//! `cargo xtask dev`: builds the site, serves it on 127.0.0.1, rebuilds
//! incrementally when content/, static/ or ui/src/ change, and reloads the
//! open pages. A broken edit shows its diagnostics over the last good page
//! (and in the terminal); any later successful rebuild clears them.

use std::convert::Infallible;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, Method, Response, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::routing::get;
use notify::{RecursiveMode, Watcher};
use tokio::sync::broadcast;

use crate::build::{self, ContentErrors};
use crate::bundle::Bundler;
use crate::progress::Output;
use crate::{paths, serve};

/// The page script: reload and the error overlay.
const CLIENT: &str = include_str!("../../../ui/dev-client.js");
const CLIENT_TAG: &str = "<script src=\"/__dev/client.js\"></script>";

/// Saves that arrive within this long of each other make one rebuild.
const QUIET: Duration = Duration::from_millis(12);

#[derive(Clone, Debug)]
enum Message {
    Reload(Change),
    Errors(String),
}

/// What a rebuild changed, so a page knows how to show it without asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// Only the site's inputs: the new page's content can replace the old in place.
    Content,
    /// The theme or the app (ui/src): the page must load anew.
    Theme,
}

impl Change {
    /// The kind of a burst of changed paths: any file of the app makes it a theme change.
    fn of<'a>(paths: impl IntoIterator<Item = &'a Path>, ui_src: &Path) -> Change {
        if paths.into_iter().any(|path| path.starts_with(ui_src)) { Change::Theme } else { Change::Content }
    }

    fn name(self) -> &'static str {
        match self {
            Change::Content => "content",
            Change::Theme => "theme",
        }
    }
}

/// The last build's outcome, for pages that connect after it.
type Shared = Arc<Mutex<Option<String>>>;

/// The base URL of the last good build, which the server serves build/ under.
type Base = Arc<Mutex<String>>;

/// How many times a page has told the server it painted (after each load).
type Painted = Arc<std::sync::atomic::AtomicUsize>;

/// How long a rebuild waits for a reloaded page to paint before its last
/// stages (the search index) take the machine's cores.
const PAINT_WAIT: Duration = Duration::from_millis(400);

pub fn run(site: &Path, port: u16) -> Result<()> {
    let site = &crate::paths::real_site(site)?;
    // Every rebuild of the session shares the site's cache: no other build runs until it ends.
    let _lock = crate::lock::SiteLock::take(site, "dev")?;
    let (sender, _) = broadcast::channel::<Message>(16);
    let failed: Shared = Arc::new(Mutex::new(None));
    let painted: Painted = Painted::default();
    let mut bundler = Bundler::serving();
    let base: Base = Arc::new(Mutex::new(crate::cache::Stamp::base_url_of(site)));
    let build_once = |first, change, bundler: &mut Bundler| {
        rebuild(site, first, change, bundler, &sender, &failed, &painted);
        *base.lock().expect("not poisoned") = crate::cache::Stamp::base_url_of(site);
    };
    build_once(true, Change::Theme, &mut bundler);

    let runtime = tokio::runtime::Runtime::new()?;
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind(("127.0.0.1", port)))
        .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
    let port = listener.local_addr()?.port();
    runtime.spawn(serve_dev(
        listener,
        site.join("build"),
        port,
        sender.clone(),
        failed.clone(),
        painted.clone(),
        base.clone(),
    ));
    let served_at = base.lock().expect("not poisoned").clone();
    println!(
        "\ndev server: http://127.0.0.1:{port}{served_at}  (watching content/, static/ and ui/src/; Ctrl+C stops)"
    );
    if let Ok(crate::locales::Locales::Several(locales)) = crate::locales::of_site(site) {
        let others: Vec<&str> = locales[1..].iter().map(|l| l.code.as_str()).collect();
        println!(
            "note: dev serves the default locale ({}) only; `cargo xtask build` builds {} too (the locale dropdown's links to them lead nowhere here)",
            locales[0].code,
            others.join(", ")
        );
    }

    let (events, changes) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(events).context("starting the file watcher")?;
    let ui_src = paths::ui().join("src");
    // src/: the site code its MDX pages import (bundled by ui/stages/site.mjs).
    // The content folders its config names elsewhere (`../docs`), as the first build read them.
    let configured = match (site_loader::evaluate::config_file(site), crate::cache::Generator::current()) {
        (Some(_), Ok(generator)) => {
            site_loader::configured_dirs(site, &crate::evaluated::answer(site, &generator.compiler))
        }
        _ => Vec::new(),
    };
    let watched = site_loader::input_paths(site).into_iter().chain(configured);
    for dir in watched.chain([site.join("src"), ui_src.clone()]) {
        if dir.exists() {
            watcher
                .watch(&dir, RecursiveMode::Recursive)
                .with_context(|| format!("watching {}", dir.display()))?;
        }
    }
    let generated = ui_src.join("generated");
    let relevant = |event: &notify::Event| {
        !event.kind.is_access() && event.paths.iter().any(|p| !p.starts_with(&generated))
    };
    let changed = |event: notify::Result<notify::Event>| match event {
        Ok(event) if relevant(&event) => event.paths,
        _ => Vec::new(),
    };
    loop {
        let mut paths = changed(changes.recv().context("the file watcher stopped")?);
        if paths.is_empty() {
            continue;
        }
        // Coalesce a burst of saves (editors write several files, or twice).
        while let Ok(event) = changes.recv_timeout(QUIET) {
            paths.extend(changed(event));
        }
        let change = Change::of(paths.iter().map(PathBuf::as_path), &ui_src);
        build_once(false, change, &mut bundler);
    }
}

/// Builds once and tells the open pages: reload, or the errors.
fn rebuild(
    site: &Path,
    first: bool,
    change: Change,
    bundler: &mut Bundler,
    sender: &broadcast::Sender<Message>,
    failed: &Shared,
    painted: &Painted,
) {
    let started = Instant::now();
    // The first build shows its stages as `build` does; each rebuild, one line.
    let output = if first { Output::detect(false) } else { Output::Quiet };
    let options = build::Options {
        strict: false,
        site: site.to_path_buf(),
        clean: false,
        output,
        drafts: true,
        locale: None,
    };
    // Open pages reload as soon as the new pages are in place (the search index follows).
    let mut shown = None;
    let mut published = || {
        shown = Some(started.elapsed());
        // The pages now hold the fix: a page that reloads and connects must not get the old errors.
        *failed.lock().expect("not poisoned") = None;
        let before = painted.load(std::sync::atomic::Ordering::SeqCst);
        if sender.send(Message::Reload(change)).is_ok() {
            // An open page reloads now: the rest of the rebuild waits until it has painted.
            let waiting = Instant::now();
            while painted.load(std::sync::atomic::Ordering::SeqCst) == before
                && waiting.elapsed() < PAINT_WAIT
            {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    };
    let outcome = build::run_with(&options, bundler, build::Mode::PagesFirst { published: &mut published });
    let message = match outcome {
        // Back to the last good inputs after a broken edit: the pages still show the errors.
        Ok(summary) if summary.up_to_date && failed.lock().expect("not poisoned").is_none() => return,
        Ok(summary) => {
            if !first {
                build::report(&summary.warnings, Output::Lines);
            }
            let stages: Vec<String> = summary
                .timeline
                .iter()
                .filter(|(_, took)| took.as_millis() > 0)
                .map(|(name, took)| format!("{name} {}", took.as_millis()))
                .collect();
            println!(
                "rebuilt in {:.0} ms, pages reloaded after {:.0} ms ({} pages, {} warning(s)): {}",
                started.elapsed().as_secs_f64() * 1000.0,
                shown.unwrap_or_default().as_secs_f64() * 1000.0,
                summary.pages,
                summary.warnings.len(),
                stages.join(" · ")
            );
            *failed.lock().expect("not poisoned") = None;
            if shown.is_some() {
                return;
            }
            Message::Reload(change)
        }
        Err(error) => {
            let text = match error.downcast_ref::<ContentErrors>() {
                Some(ContentErrors(diagnostics)) => {
                    diagnostics.iter().map(|d| d.render(false)).collect::<Vec<_>>().join("\n\n")
                }
                None => format!("{error:#}"),
            };
            eprintln!("error: {error:#} (the last good build is still served)");
            *failed.lock().expect("not poisoned") = Some(text.clone());
            Message::Errors(text)
        }
    };
    let _ = sender.send(message);
}

async fn serve_dev(
    listener: tokio::net::TcpListener,
    dir: PathBuf,
    port: u16,
    sender: broadcast::Sender<Message>,
    failed: Shared,
    painted: Painted,
    base: Base,
) -> Result<()> {
    let host = format!("127.0.0.1:{port}");
    let app = Router::new()
        .route(
            "/__dev/client.js",
            get(|| async {
                Response::builder()
                    .header(header::CONTENT_TYPE, "application/javascript; charset=utf-8")
                    .header(header::CACHE_CONTROL, "no-cache")
                    .body(Body::from(CLIENT))
                    .expect("valid response")
            }),
        )
        .route(
            "/__dev/painted",
            axum::routing::post(move || {
                painted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                async { StatusCode::NO_CONTENT }
            }),
        )
        .route(
            "/__dev/events",
            get(move || {
                let receiver = sender.subscribe();
                let pending = failed.lock().expect("not poisoned").clone().map(Message::Errors);
                async move { Sse::new(events(pending, receiver)).keep_alive(KeepAlive::default()) }
            }),
        )
        .fallback(move |request: Request| {
            let dir = dir.clone();
            let base = base.lock().expect("not poisoned").clone();
            async move {
                let mut response = respond_with_client(&dir, &base, request).await;
                for (name, value) in serve::site_headers(&dir).unwrap_or_default() {
                    response.headers_mut().insert(name, value);
                }
                response
            }
        })
        .layer(middleware::from_fn(move |request: Request, next: Next| {
            let host = host.clone();
            async move { only_from(&host, request, next).await }
        }));
    axum::serve(listener, app).await.context("serving")
}

/// Answers only requests addressed to the loopback address the server printed:
/// a page on another site that makes a name resolve to 127.0.0.1 (DNS
/// rebinding) cannot read the writer's build through it.
async fn only_from(host: &str, request: Request, next: Next) -> Response<Body> {
    let given = request.headers().get(header::HOST).and_then(|h| h.to_str().ok());
    if given != Some(host) {
        return Response::builder()
            .status(StatusCode::MISDIRECTED_REQUEST)
            .body(Body::from(format!("this dev server answers only http://{host}/\n")))
            .expect("valid response");
    }
    next.run(request).await
}

/// The messages of one page's event stream: the pending errors first, then each rebuild's outcome.
fn events(
    pending: Option<Message>,
    receiver: broadcast::Receiver<Message>,
) -> impl futures_util::Stream<Item = Result<Event, Infallible>> {
    futures_util::stream::unfold((pending, receiver), |(pending, mut receiver)| async move {
        let message = match pending {
            Some(message) => message,
            None => loop {
                match receiver.recv().await {
                    Ok(message) => break message,
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            },
        };
        let event = match message {
            Message::Reload(change) => Event::default().event("reload").data(change.name()),
            Message::Errors(text) => Event::default().event("errors").data(text),
        };
        Some((Ok(event), (None, receiver)))
    })
}

/// Answers as `serve` does, with the page script in every HTML page. A page
/// is then longer than its file, so it is always sent whole (a range of the
/// file is no range of what is sent, and no `Accept-Ranges` says otherwise),
/// and its HEAD gives the length its GET sends. Other files keep their ranges.
async fn respond_with_client(dir: &Path, base: &str, request: Request) -> Response<Body> {
    let head = request.method() == Method::HEAD;
    let ranged = request.headers().contains_key(header::RANGE);
    let mut whole = serve::clone_head(&request);
    if head {
        *whole.method_mut() = Method::GET;
    }
    whole.headers_mut().remove(header::RANGE);
    whole.headers_mut().remove(header::IF_RANGE);
    let response = serve::respond_under(dir, base, whole).await;
    if is_html(&response) {
        with_client(response, head).await
    } else if head || ranged {
        serve::respond_under(dir, base, request).await
    } else {
        response
    }
}

fn is_html(response: &Response<Body>) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"))
}

/// The whole page with the page script before its last `</body>`, counted in
/// `Content-Length`; for a HEAD, that length and no body.
async fn with_client(response: Response<Body>, head: bool) -> Response<Body> {
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let at = bytes.windows(b"</body>".len()).rposition(|w| w == b"</body>").unwrap_or(bytes.len());
    let page = [&bytes[..at], CLIENT_TAG.as_bytes(), &bytes[at..]].concat();
    parts.headers.remove(header::ACCEPT_RANGES);
    parts.headers.remove(header::CONTENT_RANGE);
    parts.headers.insert(header::CONTENT_LENGTH, HeaderValue::from(page.len()));
    parts.headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Response::from_parts(parts, if head { Body::empty() } else { Body::from(page) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_touching_the_app_is_a_theme_change() {
        let ui_src = Path::new("/repo/ui/src");
        let doc = Path::new("/repo/content/docs/guide/intro.md");
        let css = Path::new("/repo/ui/src/theme/theme.css");
        assert_eq!(Change::of([doc], ui_src), Change::Content);
        assert_eq!(Change::of([doc, css], ui_src), Change::Theme);
        // A sibling folder whose name starts the same is not the app.
        assert_eq!(Change::of([Path::new("/repo/ui/src-old/a.css")], ui_src), Change::Content);
    }

    /// A dev server on a free port over `dir`; its address.
    async fn dev_server(dir: &Path) -> std::net::SocketAddr {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let (sender, _) = broadcast::channel(4);
        let served = serve_dev(
            listener,
            dir.to_path_buf(),
            address.port(),
            sender,
            Shared::default(),
            Painted::default(),
            Base::new(Mutex::new("/".into())),
        );
        tokio::spawn(served);
        address
    }

    /// One raw HTTP/1.1 request: the status, the headers (names in lower case) and the body as sent.
    async fn ask(
        address: std::net::SocketAddr,
        method: &str,
        path: &str,
        extra: &str,
    ) -> (u16, Vec<(String, String)>, Vec<u8>) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
        let request =
            format!("{method} {path} HTTP/1.1\r\nHost: {address}\r\n{extra}Connection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await.unwrap();
        let end = response.windows(4).position(|w| w == b"\r\n\r\n").expect("a whole head");
        let head = String::from_utf8(response[..end].to_vec()).unwrap();
        let mut lines = head.lines();
        let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
        let headers = lines
            .filter_map(|line| line.split_once(':'))
            .map(|(name, value)| (name.to_ascii_lowercase(), value.trim().to_string()))
            .collect();
        (status, headers, response[end + 4..].to_vec())
    }

    fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
        headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("guide")).unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        let page = format!("<html><body><main>{}</main></body></html>", "글 ".repeat(10_000));
        std::fs::write(dir.path().join("guide/index.html"), page).unwrap();
        std::fs::write(dir.path().join("index.html"), "home").unwrap();
        std::fs::write(dir.path().join("404.html"), "<html><body>missing</body></html>").unwrap();
        std::fs::write(dir.path().join("assets/app.js"), "0123456789".repeat(100)).unwrap();
        std::fs::write(dir.path().join("_headers"), "/*\n  X-Frame-Options: DENY\n").unwrap();
        dir
    }

    #[tokio::test]
    async fn a_page_with_the_script_is_counted_whole_for_head_and_ranges() {
        let dir = site();
        let address = dev_server(dir.path()).await;
        let file = std::fs::read(dir.path().join("guide/index.html")).unwrap();
        let (status, headers, page) = ask(address, "GET", "/guide", "").await;
        assert_eq!(status, 200);
        assert_eq!(page.len(), file.len() + CLIENT_TAG.len());
        assert!(String::from_utf8_lossy(&page).ends_with(&format!("{CLIENT_TAG}</body></html>")));
        assert_eq!(header(&headers, "content-length"), Some(page.len().to_string().as_str()));
        assert_eq!(header(&headers, "accept-ranges"), None, "a page is not offered in ranges");

        let (status, headers, body) = ask(address, "HEAD", "/guide", "").await;
        assert_eq!((status, body.len()), (200, 0));
        assert_eq!(header(&headers, "content-length"), Some(page.len().to_string().as_str()), "HEAD");

        for range in ["bytes=0-99", "bytes=-10", "bytes=100000-", "bytes=5-1"] {
            let (status, headers, body) = ask(address, "GET", "/guide", &format!("Range: {range}\r\n")).await;
            assert_eq!((status, body.len()), (200, page.len()), "{range}: the whole page");
            assert_eq!(header(&headers, "content-length"), Some(page.len().to_string().as_str()), "{range}");
            assert_eq!(header(&headers, "content-range"), None, "{range}");
        }
        let (status, headers, body) = ask(address, "HEAD", "/nope", "").await;
        assert_eq!((status, body.len()), (404, 0));
        let missing = ask(address, "GET", "/nope", "").await.2;
        assert_eq!(
            header(&headers, "content-length"),
            Some(missing.len().to_string().as_str()),
            "404's HEAD"
        );
    }

    #[tokio::test]
    async fn other_files_keep_their_ranges_and_hidden_files_stay_hidden() {
        let dir = site();
        let address = dev_server(dir.path()).await;
        let (status, headers, body) = ask(address, "GET", "/assets/app.js", "Range: bytes=0-99\r\n").await;
        assert_eq!((status, body.len()), (206, 100));
        assert_eq!(header(&headers, "content-range"), Some("bytes 0-99/1000"));
        let (status, headers, body) = ask(address, "HEAD", "/assets/app.js", "").await;
        assert_eq!((status, body.len(), header(&headers, "content-length")), (200, 0, Some("1000")));
        for path in
            ["/_headers", "/_headers/", "//_headers", "/%2e/_headers", "/%5fheaders", "/a/../_headers"]
        {
            let (status, _, body) = ask(address, "GET", path, "").await;
            assert_eq!(status, 404, "{path}");
            assert!(String::from_utf8_lossy(&body).starts_with("<html><body>missing"), "{path}");
        }
    }
}
