//! The words the generator itself writes (page titles of the theme's pages,
//! the plain home page, feed titles, llms.txt), one table per language, chosen
//! by the site's default locale. The theme's own words live in `ui/src/i18n`,
//! in folders named by [`Language::folder`].
//!
//! A template's `{name}` is filled by [`fill`].

use content_model::Site;
use content_model::config::BlogOptions;
use content_model::meta::{DocumentTexts, FeedLink, LocaleRoot};

/// A language the theme speaks. Any other locale reads English, as Docusaurus'
/// untranslated themes do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Korean,
    English,
    Japanese,
    SimplifiedChinese,
}

impl Language {
    /// The language of a BCP 47 locale: `ko`, `en-GB`, `ja-JP`, `zh-CN` or `zh-Hans`.
    pub fn of(locale: &str) -> Language {
        let primary = locale.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        match primary.as_str() {
            "ko" => Language::Korean,
            "ja" => Language::Japanese,
            "zh" => Language::SimplifiedChinese,
            _ => Language::English,
        }
    }

    /// The folder of the theme's table in `ui/src/i18n`.
    pub fn folder(self) -> &'static str {
        self.texts().folder
    }

    pub fn texts(self) -> &'static Texts {
        match self {
            Language::Korean => &KOREAN,
            Language::English => &ENGLISH,
            Language::Japanese => &JAPANESE,
            Language::SimplifiedChinese => &CHINESE,
        }
    }
}

/// The table of the site's language.
pub fn texts(site: &Site) -> &'static Texts {
    Language::of(&site.config.locale).texts()
}

/// The first blog's title: the site's (`[blog] title`, Docusaurus' `blogTitle`) or the language's word for a blog.
pub fn blog_title(site: &Site) -> String {
    title_of(site, &site.blog)
}

/// The title of the blog with `options`.
pub fn title_of(site: &Site, options: &BlogOptions) -> String {
    options.title.clone().unwrap_or_else(|| texts(site).blog.to_string())
}

/// The description of the blog with `options`: its own or a line naming the site.
pub fn description_of(site: &Site, options: &BlogOptions) -> String {
    options
        .description
        .clone()
        .unwrap_or_else(|| fill(texts(site).blog_description, &[("site", &site.config.title)]))
}

/// `template` with each `{name}` replaced by its value.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_string(), |text, (name, value)| text.replace(&format!("{{{name}}}"), value))
}

/// What the document around each page says (ui/prerender.mjs), in the site's language.
pub fn document_texts(site: &Site) -> DocumentTexts {
    let texts = texts(site);
    DocumentTexts {
        language: texts.folder.to_string(),
        html_lang: site
            .config
            .this_locale()
            .map_or_else(|| site.config.locale.clone(), |l| l.html_lang.clone()),
        og_locale: og_locale(&site.config.locale, texts),
        feeds: feed_links(site),
        base_url_wrong: texts.base_url_wrong.to_string(),
        direction: site.config.this_locale().map_or("ltr", |l| l.direction.as_str()).to_string(),
        theme_words: site.config.theme_words.clone(),
        alternates: site
            .config
            .locale_roots()
            .into_iter()
            .map(|(hreflang, root_url)| LocaleRoot { hreflang, root_url })
            .collect(),
    }
}

/// The feeds each blog's options ask for (a blog with posts), as every
/// page's head links them, as Docusaurus' blog plugins do: titled `{feed} RSS` and so on.
fn feed_links(site: &Site) -> Vec<FeedLink> {
    let texts = texts(site);
    let mut links = Vec::new();
    for blog in site.blogs().filter(|blog| blog.posts().next().is_some()) {
        let options = &blog.options.feed;
        let named =
            fill(texts.feed_title, &[("site", &site.config.title), ("blog", &title_of(site, blog.options))]);
        let feed = options.title.as_deref().unwrap_or(&named);
        let kinds = [
            (options.rss, "application/rss+xml", "rss.xml", "RSS"),
            (options.atom, "application/atom+xml", "atom.xml", "Atom"),
            (options.json, "application/json", "feed.json", "JSON Feed"),
        ];
        links.extend(kinds.into_iter().filter(|(wanted, ..)| *wanted).map(|(_, mime, file, kind)| {
            FeedLink { mime: mime.into(), path: blog.options.under(file), title: format!("{feed} {kind}") }
        }));
    }
    links
}

/// Open Graph's `ll_CC`: the locale's own region when it names one, else the language's usual one.
fn og_locale(locale: &str, texts: &Texts) -> String {
    match locale.split_once(['-', '_']) {
        Some((language, region)) if region.len() == 2 => {
            format!("{}_{}", language.to_ascii_lowercase(), region.to_ascii_uppercase())
        }
        _ => texts.og_locale.to_string(),
    }
}

/// Every text the generator writes. `{site}` is the site's title, `{blog}` the blog's.
pub struct Texts {
    /// `ui/src/i18n/<folder>`.
    pub folder: &'static str,
    pub og_locale: &'static str,
    /// The blog's title when the site names none (Docusaurus' default `blogTitle`).
    pub blog: &'static str,
    pub blog_description: &'static str,
    /// A tag's posts: `{tag}`.
    pub blog_tag_title: &'static str,
    /// An author's posts: `{author}`.
    pub blog_author_title: &'static str,
    /// A page of a list: `{page}`.
    pub page_label: &'static str,
    /// The title of a list's later page: `{title}`, `{page}`.
    pub page_title: &'static str,
    pub archive_title: &'static str,
    pub archive_description: &'static str,
    pub tags_title: &'static str,
    pub blog_tags_description: &'static str,
    pub doc_tags_description: &'static str,
    /// A docs tag's page: `{tag}`, `{count}`.
    pub doc_tag_title: &'static str,
    pub doc_tag_description: &'static str,
    pub authors_title: &'static str,
    pub authors_description: &'static str,
    pub search_title: &'static str,
    pub search_description: &'static str,
    pub home_read_docs: &'static str,
    pub home_docs: &'static str,
    pub home_recent_posts: &'static str,
    /// A tab without a label: `{position}`.
    pub tab: &'static str,
    pub footnotes: &'static str,
    pub footnote_back: &'static str,
    /// The feeds' title: `{site}`, `{blog}`.
    pub feed_title: &'static str,
    /// The head of llms.txt: `{site}`, `{blog}`, `{full}` (llms-full.txt's address).
    pub llms_about: &'static str,
    pub llms_source: &'static str,
    pub see_also: &'static str,
    pub admonition_note: &'static str,
    pub admonition_tip: &'static str,
    pub admonition_info: &'static str,
    pub admonition_warning: &'static str,
    pub admonition_danger: &'static str,
    /// The feeds' stylesheet: its badge (`{kind}`: RSS, Atom), what a feed is for, the link back (`{blog}`).
    pub feed_badge: &'static str,
    pub feed_about: &'static str,
    pub feed_back: &'static str,
    /// Shown before any script when the page is outside the base URL: `{base_url}`, `{key}` (HTML, filled escaped).
    pub base_url_wrong: &'static str,
    /// The name of the button that opens an image larger: without alt text, and with it (`{alt}`).
    pub zoom_image: &'static str,
    pub zoom_named: &'static str,
}

const KOREAN: Texts = Texts {
    folder: "ko",
    og_locale: "ko_KR",
    blog: "블로그",
    blog_description: "{site}에 올라온 글",
    blog_tag_title: "\"{tag}\" 태그의 글",
    blog_author_title: "{author}의 글",
    page_label: "{page}쪽",
    page_title: "{title} ({page}쪽)",
    archive_title: "아카이브",
    archive_description: "{blog}에 올라온 모든 글을 연도별로 모았습니다.",
    tags_title: "태그",
    blog_tags_description: "{blog}의 글을 주제별로 찾아보세요.",
    doc_tags_description: "문서를 주제별로 찾아보세요.",
    doc_tag_title: "\"{tag}\" 태그가 붙은 문서 {count}개",
    doc_tag_description: "\"{tag}\" 태그가 붙은 문서입니다.",
    authors_title: "글쓴이",
    authors_description: "{blog}에 글을 쓴 사람들입니다.",
    search_title: "검색",
    search_description: "{site}의 문서와 {blog}에서 찾아보세요.",
    home_read_docs: "문서 읽기",
    home_docs: "문서",
    home_recent_posts: "최근 글",
    tab: "탭 {position}",
    footnotes: "각주",
    footnote_back: "본문으로 돌아가기",
    feed_title: "{site} {blog}",
    llms_about: "{site}의 문서와 {blog} 글 목록입니다. 링크는 모두 페이지의 Markdown 판이며, 주소 끝의 `.md`를 빼면 HTML 페이지입니다. 모든 문서를 사이드바 순서대로 한 파일에 담은 판은 [llms-full.txt]({full})에 있습니다.",
    llms_source: "출처",
    see_also: "함께 보기",
    admonition_note: "참고",
    admonition_tip: "팁",
    admonition_info: "정보",
    admonition_warning: "주의",
    admonition_danger: "위험",
    feed_badge: "{kind} 피드",
    feed_about: "이 주소를 피드 리더에 추가하면 새 글이 올라올 때마다 받아 볼 수 있습니다. 브라우저에서는 아래 목록으로 보입니다.",
    feed_back: "{blog} 페이지로 가기 →",
    base_url_wrong: "사이트를 제대로 불러오지 못했습니다. 이 사이트는 {base_url} 경로에서 제공되도록 만들어졌지만 지금 주소는 그 아래에 있지 않습니다. 사이트 설정의 {key}을 확인해 주세요.",
    zoom_image: "이미지 크게 보기",
    zoom_named: "{alt} 크게 보기",
};

const ENGLISH: Texts = Texts {
    folder: "en",
    og_locale: "en_US",
    blog: "Blog",
    blog_description: "Posts from {site}",
    blog_tag_title: "Posts tagged \"{tag}\"",
    blog_author_title: "Posts by {author}",
    page_label: "Page {page}",
    page_title: "{title} (page {page})",
    archive_title: "Archive",
    archive_description: "Every post of the {blog}, by year.",
    tags_title: "Tags",
    blog_tags_description: "Posts of the {blog} by topic.",
    doc_tags_description: "Docs by topic.",
    doc_tag_title: "{count} docs tagged with \"{tag}\"",
    doc_tag_description: "Docs tagged with \"{tag}\".",
    authors_title: "Authors",
    authors_description: "The people who write the {blog}.",
    search_title: "Search",
    search_description: "Search the docs and the {blog} of {site}.",
    home_read_docs: "Read the docs",
    home_docs: "Docs",
    home_recent_posts: "Recent posts",
    tab: "Tab {position}",
    footnotes: "Footnotes",
    footnote_back: "Back to content",
    feed_title: "{site} {blog}",
    llms_about: "The docs and {blog} posts of {site}. Every link is the page's Markdown version; without the `.md` at its end it is the HTML page. All docs in sidebar order, in one file, are at [llms-full.txt]({full}).",
    llms_source: "Source",
    see_also: "see also",
    admonition_note: "Note",
    admonition_tip: "Tip",
    admonition_info: "Info",
    admonition_warning: "Warning",
    admonition_danger: "Danger",
    feed_badge: "{kind} feed",
    feed_about: "Add this address to a feed reader to get each new post. In a browser it shows as the list below.",
    feed_back: "Go to the {blog} →",
    base_url_wrong: "This site could not load properly. It was built to be served under {base_url}, but this address is not below it. Check {key} in the site's settings.",
    zoom_image: "Enlarge image",
    zoom_named: "Enlarge image: {alt}",
};

const JAPANESE: Texts = Texts {
    folder: "ja",
    og_locale: "ja_JP",
    blog: "ブログ",
    blog_description: "{site}の投稿",
    blog_tag_title: "「{tag}」タグの記事",
    blog_author_title: "{author}の記事",
    page_label: "{page}ページ",
    page_title: "{title}（{page}ページ）",
    archive_title: "アーカイブ",
    archive_description: "{blog}のすべての記事を年ごとにまとめています。",
    tags_title: "タグ",
    blog_tags_description: "{blog}の記事をトピックごとに探せます。",
    doc_tags_description: "ドキュメントをトピックごとに探せます。",
    doc_tag_title: "「{tag}」タグのドキュメント{count}件",
    doc_tag_description: "「{tag}」タグの付いたドキュメントです。",
    authors_title: "著者",
    authors_description: "{blog}の著者です。",
    search_title: "検索",
    search_description: "{site}のドキュメントと{blog}を検索します。",
    home_read_docs: "ドキュメントを読む",
    home_docs: "ドキュメント",
    home_recent_posts: "最近の記事",
    tab: "タブ{position}",
    footnotes: "脚注",
    footnote_back: "本文に戻る",
    feed_title: "{site} {blog}",
    llms_about: "{site}のドキュメントと{blog}の記事の一覧です。リンクはすべてページのMarkdown版で、末尾の`.md`を除くとHTMLページになります。すべてのドキュメントをサイドバーの順に1つのファイルにまとめたものは[llms-full.txt]({full})にあります。",
    llms_source: "出典",
    see_also: "関連",
    admonition_note: "備考",
    admonition_tip: "ヒント",
    admonition_info: "情報",
    admonition_warning: "注意",
    admonition_danger: "危険",
    feed_badge: "{kind}フィード",
    feed_about: "このアドレスをフィードリーダーに追加すると、新しい記事が届きます。ブラウザでは下の一覧として表示されます。",
    feed_back: "{blog}へ →",
    base_url_wrong: "サイトを正しく読み込めませんでした。このサイトは {base_url} の下で配信されるように作られていますが、現在のアドレスはその下にありません。サイト設定の {key} を確認してください。",
    zoom_image: "画像を拡大",
    zoom_named: "{alt}を拡大",
};

const CHINESE: Texts = Texts {
    folder: "zh-Hans",
    og_locale: "zh_CN",
    blog: "博客",
    blog_description: "{site}的文章",
    blog_tag_title: "标有「{tag}」的文章",
    blog_author_title: "{author}的文章",
    page_label: "第{page}页",
    page_title: "{title}（第{page}页）",
    archive_title: "历史博文",
    archive_description: "{blog}的全部文章，按年份排列。",
    tags_title: "标签",
    blog_tags_description: "按主题浏览{blog}的文章。",
    doc_tags_description: "按主题浏览文档。",
    doc_tag_title: "{count}篇文档带有标签「{tag}」",
    doc_tag_description: "带有标签「{tag}」的文档。",
    authors_title: "作者",
    authors_description: "{blog}的作者。",
    search_title: "搜索",
    search_description: "搜索{site}的文档和{blog}。",
    home_read_docs: "阅读文档",
    home_docs: "文档",
    home_recent_posts: "最近的文章",
    tab: "标签页{position}",
    footnotes: "脚注",
    footnote_back: "返回正文",
    feed_title: "{site} {blog}",
    llms_about: "{site}的文档和{blog}文章列表。所有链接都指向页面的 Markdown 版本，去掉地址末尾的 `.md` 即为 HTML 页面。按侧边栏顺序收录全部文档的单个文件见 [llms-full.txt]({full})。",
    llms_source: "来源",
    see_also: "另见",
    admonition_note: "备注",
    admonition_tip: "提示",
    admonition_info: "信息",
    admonition_warning: "警告",
    admonition_danger: "危险",
    feed_badge: "{kind} 订阅源",
    feed_about: "将此地址添加到订阅阅读器，即可收到每篇新文章。在浏览器中显示为下面的列表。",
    feed_back: "前往{blog} →",
    base_url_wrong: "无法正确加载本站点。本站点应在 {base_url} 下提供，但当前地址不在其下。请检查站点设置中的 {key}。",
    zoom_image: "放大图片",
    zoom_named: "放大图片：{alt}",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_reads_its_language_and_others_read_english() {
        let cases = [
            ("ko", "ko"),
            ("ko-KR", "ko"),
            ("en", "en"),
            ("fr", "en"),
            ("ja-JP", "ja"),
            ("zh-CN", "zh-Hans"),
            ("zh-Hans", "zh-Hans"),
        ];
        for (locale, folder) in cases {
            assert_eq!(Language::of(locale).folder(), folder, "{locale}");
        }
    }

    #[test]
    fn open_graph_locales_keep_the_sites_region() {
        assert_eq!(og_locale("ko", &KOREAN), "ko_KR");
        assert_eq!(og_locale("en-GB", &ENGLISH), "en_GB");
        assert_eq!(og_locale("zh-Hans", &CHINESE), "zh_CN");
    }

    #[test]
    fn templates_are_filled_by_name() {
        assert_eq!(fill(ENGLISH.page_title, &[("title", "Blog"), ("page", "2")]), "Blog (page 2)");
    }
}
