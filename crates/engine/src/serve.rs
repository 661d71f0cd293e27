//! `cargo xtask serve`: `build/` on 127.0.0.1, behaving like a static host.
//!
//! `/x` and `/x/` serve `x/index.html` (`/x` also `x.html`); `/x.html` and `/x/index.html` redirect
//! (301) to `/x`; anything else that is not a file gets `404.html` with 404,
//! and so do `_headers` and hidden files (a path segment starting with `.`,
//! but `/.well-known/`) however the path is spelled. A site with a base URL
//! (`/docs/`) is served under it, as a host such as GitHub Pages serves it:
//! `/` redirects there, and any other path outside it is not found.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, Response, StatusCode, header};
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};

/// Serves the site folder `site`'s build/ under the base URL its last build had.
pub fn run(site: &Path, port: u16) -> Result<()> {
    let dir = site.join("build");
    anyhow::ensure!(
        dir.join("index.html").is_file(),
        "{} has no site; run `cargo xtask build` first",
        dir.display()
    );
    let base = crate::cache::Stamp::base_url_of(site);
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
            .await
            .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
        println!("serving {} at http://127.0.0.1:{}{base}", dir.display(), listener.local_addr()?.port());
        serve(listener, dir, base).await
    })
}

/// Serves `dir` under the base URL `base` on an already bound listener until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, dir: PathBuf, base: String) -> Result<()> {
    site_headers(&dir)?;
    let app = Router::new()
        .fallback(move |request: Request| {
            let dir = dir.clone();
            let base = base.clone();
            async move {
                let mut response = respond_under(&dir, &base, request).await;
                // Read per request (a small file) so a rebuild's new CSP applies at once.
                let headers = site_headers(&dir).unwrap_or_default();
                for (name, value) in headers.iter() {
                    response.headers_mut().insert(name.clone(), value.clone());
                }
                response
            }
        })
        // Compressed per request, so the fastest level: brotli's default took
        // longer than the transfer it saved on large search-index files.
        .layer(CompressionLayer::new().quality(tower_http::CompressionLevel::Fastest));
    axum::serve(listener, app).await.context("serving")
}

/// Headers for every response, from the build's `_headers` file (its `/*`
/// rule), as a static host that reads that file would send them.
pub(crate) fn site_headers(dir: &Path) -> Result<Vec<(header::HeaderName, HeaderValue)>> {
    let mut headers = vec![(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"))];
    let Ok(text) = std::fs::read_to_string(dir.join("_headers")) else {
        return Ok(headers);
    };
    let mut applies = false;
    for line in text.lines() {
        if !line.starts_with(char::is_whitespace) {
            applies = line.trim() == "/*";
        } else if applies && let Some((name, value)) = line.trim().split_once(':') {
            let name = header::HeaderName::from_bytes(name.trim().as_bytes())
                .with_context(|| format!("bad header name in _headers: {name}"))?;
            let value =
                HeaderValue::from_str(value.trim()).with_context(|| format!("bad value for {name}"))?;
            headers.retain(|(n, _)| n != name);
            headers.push((name, value));
        }
    }
    Ok(headers)
}

/// Answers one request to a site served under the base URL `base` (`/`,
/// `/docs/`): a path below it as `respond` answers the path without it (its
/// redirects given the base back); `/` (and `/docs`) redirect to the base;
/// anything else is not found (the not-found page, whose files load from
/// the base, says where the site is).
pub(crate) async fn respond_under(dir: &Path, base: &str, mut request: Request) -> Response<Body> {
    if base == "/" {
        return respond(dir, request).await;
    }
    let path = request.uri().path();
    let bare = base.trim_end_matches('/');
    let Some(rest) = path.strip_prefix(bare).filter(|rest| rest.starts_with('/')) else {
        if path == "/" || path == bare {
            return Response::builder()
                .status(StatusCode::FOUND)
                .header(header::LOCATION, base)
                .body(Body::empty())
                .expect("valid redirect");
        }
        return not_found(dir, request).await;
    };
    let below = match request.uri().query() {
        Some(q) => format!("{rest}?{q}"),
        None => rest.to_string(),
    };
    *request.uri_mut() = below.parse().expect("a part of a valid path");
    let mut response = respond(dir, request).await;
    let location = response.headers().get(header::LOCATION).and_then(|l| l.to_str().ok());
    if let Some(to) = location.filter(|to| to.starts_with('/')).map(|to| format!("{bare}{to}")) {
        response.headers_mut().insert(header::LOCATION, HeaderValue::from_str(&to).expect("was a header"));
    }
    response
}

/// Answers one request: our URL policy (redirects, index pages, hidden files)
/// here; path checks, MIME types, `HEAD`, ranges and conditional requests are
/// tower-http's `ServeDir`, with `404.html` as its not-found page.
pub(crate) async fn respond(dir: &Path, mut request: Request) -> Response<Body> {
    let path = request.uri().path().to_string();
    // The host's header rules and hidden files are read by the host, not published.
    if is_hidden(&path) {
        return not_found(dir, request).await;
    }
    if let Some(to) = bare_path(&path) {
        let location = match request.uri().query() {
            Some(q) => format!("{to}?{q}"),
            None => to,
        };
        return Response::builder()
            .status(StatusCode::MOVED_PERMANENTLY)
            .header(header::LOCATION, location)
            .body(Body::empty())
            .expect("valid redirect");
    }
    // Store files keep their first mtime, so undoing an edit can serve a file
    // older than the copy a browser holds: dates would answer a stale 304.
    request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    let mut response = serve_file(dir, clone_head(&request)).await;
    // ServeDir redirects `/guide` to `/guide/` where the folder is there.
    let folder = response.status() == StatusCode::TEMPORARY_REDIRECT;
    if (folder || response.status() == StatusCode::NOT_FOUND) && !path.ends_with('/') {
        // A page written as `x.html` (Docusaurus' `trailingSlash: false`, or a
        // static file) is served at `/x`, as GitHub Pages and Netlify serve it,
        // also beside a folder `x/` of its own pages (`blog.html`, `blog/page/2.html`).
        let mut as_file = clone_head(&request);
        let with_html = match request.uri().query() {
            Some(q) => format!("{path}.html?{q}"),
            None => format!("{path}.html"),
        };
        *as_file.uri_mut() = with_html.parse().expect("a valid path plus .html");
        let found = serve_file(dir, as_file).await;
        // A folder `x.html/` (a redirect's page, as Docusaurus writes it) is no page `x.html`.
        if found.status() != StatusCode::NOT_FOUND && found.status() != StatusCode::TEMPORARY_REDIRECT {
            response = found;
        } else if folder {
            // Like static hosts, we serve the folder's index.html at `/guide` and `/guide/`.
            let with_slash = match request.uri().query() {
                Some(q) => format!("{}/?{q}", request.uri().path()),
                None => format!("{}/", request.uri().path()),
            };
            *request.uri_mut() = with_slash.parse().expect("a valid path plus a slash");
            response = serve_file(dir, request).await;
        }
    }
    let is_asset = response.status().is_success() && path.starts_with("/assets/");
    add_caching_and_charset(&mut response, is_asset);
    response
}

/// Whether a request path names something a host keeps to itself: `_headers`
/// (its rules) or anything under a segment starting with `.` (`.git`, the
/// cache), but `/.well-known/`, which is public by its standard (RFC 8615).
/// Decided on the path as the file system would see it: percent-decoded, `\`
/// read as `/`, empty and `.` segments dropped, `..` climbing; a NUL is hidden.
fn is_hidden(raw: &str) -> bool {
    let decoded = percent_encoding::percent_decode_str(raw).decode_utf8_lossy();
    if decoded.contains('\0') {
        return true;
    }
    let mut segments: Vec<&str> = Vec::new();
    for segment in decoded.split(['/', '\\']) {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop();
            }
            _ => segments.push(segment),
        }
    }
    let dotted =
        |(n, segment): (usize, &&str)| segment.starts_with('.') && !(n == 0 && *segment == ".well-known");
    // Case-insensitive: on a file system that ignores case, `_HEADERS` is the same file.
    segments.first().is_some_and(|first| first.eq_ignore_ascii_case("_headers"))
        || segments.iter().enumerate().any(dotted)
}

/// `/x.html` and `/x/index.html` are published as `/x`: the path to redirect to.
fn bare_path(decoded_or_raw: &str) -> Option<String> {
    let decoded = percent_encoding::percent_decode_str(decoded_or_raw).decode_utf8().ok()?;
    let bare = decoded.strip_suffix("/index.html").or_else(|| decoded.strip_suffix(".html"))?;
    if bare.is_empty() && decoded != "/index.html" {
        return None;
    }
    let target = if bare.is_empty() { "/" } else { bare };
    // Browsers read `\` as `/`: a target with either kind of `..` is left to ServeDir's 404.
    if target.contains(['\\', '\0']) || target.split('/').any(|segment| segment == "..") {
        return None;
    }
    Some(encode_path(target))
}

/// A copy of the request's method, URI and headers (the body of a GET is empty).
pub(crate) fn clone_head(request: &Request) -> Request {
    let mut copy = Request::new(Body::empty());
    *copy.method_mut() = request.method().clone();
    *copy.uri_mut() = request.uri().clone();
    *copy.headers_mut() = request.headers().clone();
    copy
}

async fn serve_file(dir: &Path, request: Request) -> Response<Body> {
    let not_found_page = nearest_not_found_page(dir, request.uri().path());
    let mut files = ServeDir::new(dir)
        .append_index_html_on_directories(true)
        .not_found_service(ServeFile::new(not_found_page));
    or_error(files.try_call(request).await)
}

/// The `404.html` of the deepest folder above `path` that has one (a translated
/// site's `/zh/404.html` for `/zh/…`, as Cloudflare Pages picks it), else the root's.
fn nearest_not_found_page(dir: &Path, path: &str) -> std::path::PathBuf {
    let decoded = percent_encoding::percent_decode_str(path).decode_utf8_lossy();
    let segments: Vec<&str> = decoded.split('/').filter(|s| !s.is_empty()).collect();
    let plain = segments.iter().all(|s| *s != "." && *s != ".." && !s.contains(['\\', '\0']));
    let folders = if plain { segments.len().saturating_sub(1) } else { 0 };
    (1..=folders)
        .rev()
        .map(|depth| segments[..depth].iter().fold(dir.to_path_buf(), |at, s| at.join(s)).join("404.html"))
        .find(|page| page.is_file())
        .unwrap_or_else(|| dir.join("404.html"))
}

async fn not_found(dir: &Path, request: Request) -> Response<Body> {
    let mut response = or_error(ServeFile::new(dir.join("404.html")).try_call(request).await);
    *response.status_mut() = StatusCode::NOT_FOUND;
    // Answered as any missing file is, so nothing tells a hidden file from an absent one.
    add_caching_and_charset(&mut response, false);
    response
}

fn or_error<B>(result: std::io::Result<Response<B>>) -> Response<Body>
where
    B: http_body::Body<Data = axum::body::Bytes> + Send + 'static,
    B::Error: Into<axum::BoxError>,
{
    match result {
        Ok(response) => response.map(Body::new),
        Err(error) => Response::builder()
            .status(StatusCode::INTERNAL_SERVER_ERROR)
            .body(Body::from(format!("cannot read the file: {error}\n")))
            .expect("valid response"),
    }
}

/// Hashed assets are cached for good; everything else is refetched. Text
/// types say they are UTF-8, as the build writes them.
fn add_caching_and_charset(response: &mut Response<Body>, is_asset: bool) {
    let cache = if is_asset { "public, max-age=31536000, immutable" } else { "no-cache" };
    let headers = response.headers_mut();
    headers.remove(header::LAST_MODIFIED);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    let Some(mime) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else { return };
    let textual = mime.starts_with("text/") || mime == "application/javascript";
    if textual && !mime.contains("charset") {
        let value = HeaderValue::from_str(&format!("{mime}; charset=utf-8")).expect("ascii mime");
        headers.insert(header::CONTENT_TYPE, value);
    }
}

fn encode_path(path: &str) -> String {
    const SET: &percent_encoding::AsciiSet = &percent_encoding::CONTROLS
        .add(b' ')
        .add(b'"')
        .add(b'#')
        .add(b'<')
        .add(b'>')
        .add(b'?')
        .add(b'`')
        .add(b'{')
        .add(b'}');
    percent_encoding::utf8_percent_encode(path, SET).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("guide/compute")).unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("index.html"), "home").unwrap();
        std::fs::write(dir.path().join("guide/index.html"), "guide").unwrap();
        std::fs::write(dir.path().join("guide/compute/index.html"), "compute").unwrap();
        // A page of a `trailingSlash: false` site.
        std::fs::write(dir.path().join("guide/storage.html"), "storage").unwrap();
        // Its blog's first page beside the folder of its other pages.
        std::fs::create_dir_all(dir.path().join("blog/page")).unwrap();
        std::fs::write(dir.path().join("blog.html"), "blog").unwrap();
        std::fs::write(dir.path().join("blog/page/2.html"), "blog 2").unwrap();
        // A client redirect from `/guide/compute.html` (`fromExtensions`), beside that page's folder.
        std::fs::create_dir_all(dir.path().join("guide/compute.html")).unwrap();
        std::fs::write(dir.path().join("guide/compute.html/index.html"), "to compute").unwrap();
        std::fs::write(dir.path().join("assets/app-1a2b.js"), "app").unwrap();
        std::fs::write(dir.path().join("_headers"), "/*\n  X-Frame-Options: DENY\n").unwrap();
        std::fs::write(dir.path().join("404.html"), "missing").unwrap();
        dir
    }

    /// Status, the Location header or the body, and Cache-Control.
    async fn get(dir: &Path, path: &str) -> (u16, String, String) {
        let request = Request::builder().uri(path).body(Body::empty()).unwrap();
        let response = respond(dir, request).await;
        let header = |name| {
            response
                .headers()
                .get(name)
                .map(|v: &HeaderValue| v.to_str().unwrap().to_string())
                .unwrap_or_default()
        };
        let (status, location, cache) =
            (response.status().as_u16(), header(header::LOCATION), header(header::CACHE_CONTROL));
        let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
        let shown = if location.is_empty() { String::from_utf8_lossy(&body).into_owned() } else { location };
        (status, shown, cache)
    }

    #[tokio::test]
    async fn a_site_with_a_base_url_is_served_under_it() {
        let dir = site();
        let d = dir.path();
        let under = |path: &str| {
            let request = Request::builder().uri(path).body(Body::empty()).unwrap();
            async move {
                let response = respond_under(d, "/docs/", request).await;
                let location =
                    response.headers().get(header::LOCATION).map(|l| l.to_str().unwrap().to_string());
                let status = response.status().as_u16();
                let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
                (status, location.unwrap_or_else(|| String::from_utf8_lossy(&body).into_owned()))
            }
        };
        for (path, expected) in [
            ("/docs/", (200, "home")),
            ("/docs/guide", (200, "guide")),
            ("/docs/guide/?tab=1", (200, "guide")),
            ("/docs/assets/app-1a2b.js", (200, "app")),
            ("/", (302, "/docs/")),
            ("/docs", (302, "/docs/")),
            ("/docs/guide.html", (301, "/docs/guide")),
            ("/docs/guide/index.html?x=1", (301, "/docs/guide?x=1")),
            ("/guide", (404, "missing")),
            ("/docsguide", (404, "missing")),
            ("/docs/nope", (404, "missing")),
            ("/docs/_headers", (404, "missing")),
        ] {
            assert_eq!(under(path).await, (expected.0, expected.1.to_string()), "{path}");
        }
    }

    /// A translated site's locale has its own not-found page, in its language.
    #[tokio::test]
    async fn a_missing_page_gets_the_nearest_folders_not_found_page() {
        let dir = site();
        let d = dir.path();
        std::fs::create_dir_all(d.join("zh/docs")).unwrap();
        std::fs::write(d.join("zh/404.html"), "没有").unwrap();
        assert_eq!(get(d, "/zh/docs/nope").await.0, 404);
        assert_eq!(get(d, "/zh/docs/nope").await.1, "没有");
        assert_eq!(get(d, "/zh/nope").await.1, "没有");
        assert_eq!(get(d, "/zhx/nope").await.1, "missing");
        assert_eq!(get(d, "/guide/nope").await.1, "missing", "a folder without one: the root's");
        assert_eq!(get(d, "/zh/../nope").await.1, "missing");
    }

    #[tokio::test]
    async fn routes_map_to_index_files() {
        let dir = site();
        let d = dir.path();
        for (path, body) in [
            ("/", "home"),
            ("/guide", "guide"),
            ("/guide/", "guide"),
            ("/guide/compute", "compute"),
            ("/guide?tab=1", "guide"),
            ("/guide/storage", "storage"),
            ("/guide/storage?tab=1", "storage"),
            ("/blog", "blog"),
            ("/blog?tab=1", "blog"),
            ("/blog/page/2", "blog 2"),
        ] {
            assert_eq!(get(d, path).await, (200, body.to_string(), "no-cache".to_string()), "{path}");
        }
        assert_eq!(get(d, "/nope").await, (404, "missing".into(), "no-cache".into()));
        assert_eq!(get(d, "/guide/storage/").await.0, 404, "a file is not a folder");
        assert_eq!(get(d, "/guide/storage.html").await.0, 301);
        assert_eq!(get(d, "/_headers").await.0, 404, "the host's rules are not published");
        assert_eq!(get(d, "/%5Fheaders").await.0, 404);
    }

    /// `_headers` and hidden files, however the path is spelled, are missing
    /// files; `/.well-known/` is public.
    #[tokio::test]
    async fn host_rules_and_hidden_files_are_never_served() {
        let dir = site();
        let d = dir.path();
        for (path, text) in
            [(".build-cache/css/a.css", "cached"), (".git/config", "git"), ("guide/.notes.md", "notes")]
        {
            std::fs::create_dir_all(d.join(path).parent().unwrap()).unwrap();
            std::fs::write(d.join(path), text).unwrap();
        }
        std::fs::create_dir_all(d.join(".well-known")).unwrap();
        std::fs::write(d.join(".well-known/security.txt"), "Contact: x").unwrap();
        for path in [
            "/_headers",
            "/_headers/",
            "//_headers",
            "///_headers",
            "/./_headers",
            "/%2e/_headers",
            "/%2E/_headers",
            "/%5fheaders",
            "/%5Fheaders",
            "/_%68eaders",
            "/%2F_headers",
            "/%5c_headers",
            "/_HEADERS",
            "/_Headers/",
            "/_headers?x=1",
            "/_headers/index.html",
            "/a/../_headers",
            "/guide/..%2f_headers",
            "/guide/%2e%2e/_headers",
            "/.build-cache/css/a.css",
            "/%2ebuild-cache/css/a.css",
            "//.build-cache/css/a.css",
            "/./.build-cache/css/a.css",
            "/guide/../.build-cache/css/a.css",
            "/.git/config",
            "/.git",
            "/.git/",
            "/.Git/config",
            "/guide/.notes.md",
            "/guide/%2Enotes.md",
            "/guide/.notes",
            "/a%00b",
        ] {
            assert_eq!(get(d, path).await, (404, "missing".into(), "no-cache".into()), "{path}");
        }
        assert_eq!(get(d, "/.well-known/security.txt").await.1, "Contact: x");
        assert_eq!(get(d, "/guide/.well-known").await.0, 404, "only the root's .well-known is public");
    }

    #[tokio::test]
    async fn hashed_assets_are_cached_for_good_and_text_is_utf8() {
        let dir = site();
        let (status, body, cache) = get(dir.path(), "/assets/app-1a2b.js").await;
        assert_eq!(
            (status, body.as_str(), cache.as_str()),
            (200, "app", "public, max-age=31536000, immutable")
        );
        assert_eq!(get(dir.path(), "/assets/gone.js").await.2, "no-cache", "a missing asset is not cached");
        let request = Request::builder().uri("/guide").body(Body::empty()).unwrap();
        let response = respond(dir.path(), request).await;
        assert_eq!(response.headers()[header::CONTENT_TYPE], "text/html; charset=utf-8");
        assert!(!response.headers().contains_key(header::LAST_MODIFIED), "no date validators");
    }

    #[tokio::test]
    async fn html_suffixes_redirect_to_the_bare_path() {
        let d = Path::new("/nonexistent");
        for (path, to) in [
            ("/guide/index.html", "/guide"),
            ("/guide.html", "/guide"),
            ("/index.html", "/"),
            ("/%EA%B0%80.html", "/%EA%B0%80"),
            ("/guide.html?q=1", "/guide?q=1"),
        ] {
            assert_eq!(get(d, path).await, (301, to.to_string(), String::new()), "{path}");
        }
    }

    #[tokio::test]
    async fn never_leaves_the_folder() {
        let dir = site();
        let d = dir.path().join("guide");
        std::fs::write(d.join("404.html"), "guide's missing").unwrap();
        // `d` is a subfolder; the site root above it holds index.html and 404.html.
        for path in [
            "/../index.html",
            "/..",
            "/../404.html",
            "/%2e%2e/index.html",
            "/%2e%2e%2findex.html",
            "/%2e%2e%2f404.html",
            "/..%2f404.html",
            "/a%00b",
            "/..%5c404.html",
            "//etc/passwd",
            "/%2Fetc%2Fpasswd",
            "/C:/Windows/win.ini",
            "/%2e%2e/404",
            &format!("/{}", dir.path().join("404.html").display()),
        ] {
            let (status, shown, _) = get(&d, path).await;
            match status {
                301 => assert!(!shown.contains(".."), "{path} redirected to {shown}"),
                404 => assert_eq!(shown, "guide's missing", "{path}"),
                _ => panic!("{path} answered {status}: {shown}"),
            }
        }
    }
}

#[cfg(test)]
mod load_tests {
    use std::time::{Duration, Instant};

    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// 1,000 concurrent requests on loopback, all answered; bounded in count and time.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn holds_a_thousand_concurrent_requests() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("guide")).unwrap();
        std::fs::write(dir.path().join("index.html"), "home ".repeat(2000)).unwrap();
        std::fs::write(dir.path().join("guide/index.html"), "guide ".repeat(2000)).unwrap();
        std::fs::write(dir.path().join("404.html"), "missing").unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(super::serve(listener, dir.path().to_path_buf(), "/".into()));

        let started = Instant::now();
        let mut tasks = Vec::new();
        for i in 0..1000 {
            tasks.push(tokio::spawn(async move {
                let path = ["/", "/guide", "/nope", "/guide/index.html"][i % 4];
                let mut stream = tokio::net::TcpStream::connect(address).await?;
                let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n");
                stream.write_all(request.as_bytes()).await?;
                let mut response = Vec::new();
                stream.read_to_end(&mut response).await?;
                let status = String::from_utf8_lossy(&response[..12.min(response.len())]).to_string();
                Ok::<_, std::io::Error>(status)
            }));
        }
        let mut statuses = std::collections::BTreeMap::new();
        for task in tasks {
            let status = tokio::time::timeout(Duration::from_secs(30), task).await.unwrap().unwrap().unwrap();
            *statuses.entry(status).or_insert(0) += 1;
        }
        let elapsed = started.elapsed();
        assert_eq!(statuses.get("HTTP/1.1 200").copied(), Some(500), "{statuses:?}");
        assert_eq!(statuses.get("HTTP/1.1 404").copied(), Some(250), "{statuses:?}");
        assert_eq!(statuses.get("HTTP/1.1 301").copied(), Some(250), "{statuses:?}");
        println!("1000 concurrent requests answered in {elapsed:?}");
    }
}
