//! Any UTF-8 text as Markdown: the generated TSX must parse and keep every
//! piece of content in a string literal (the same audit as tests/injection.rs).
//! Run: `RUSTC_BOOTSTRAP=1 cargo fuzz run codegen -- -max_total_time=600`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(markdown) = std::str::from_utf8(data) {
        let problems = site_tests::audit(markdown);
        assert!(problems.is_empty(), "{problems:?}");
    }
});
