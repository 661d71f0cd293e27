//! A minimal site with one doc whose body a test chooses.

use content_model::testing::SiteBuilder;

pub fn generate(body: &str) -> codegen::Output {
    let site = SiteBuilder::minimal()
        .file(
            "static/img/here.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>",
        )
        .file("content/docs/guide/index.md", body)
        .site();
    codegen::generate(&site)
}
