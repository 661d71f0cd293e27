//! Pathological Markdown must not overflow a stack anywhere in the pipeline.

mod common;

fn build(body: &str) -> codegen::Output {
    common::generate(body)
}

fn max_depth(jsx: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    let bytes = jsx.as_bytes();
    for i in 0..bytes.len() {
        if bytes[i] == b'<' && i + 1 < bytes.len() {
            if bytes[i + 1] == b'/' {
                depth = depth.saturating_sub(1);
            } else if bytes[i + 1].is_ascii_alphabetic() {
                depth += 1;
                max = max.max(depth);
            }
        } else if bytes[i] == b'/' && i + 1 < bytes.len() && bytes[i + 1] == b'>' {
            depth = depth.saturating_sub(1);
        }
    }
    max
}

fn page(output: &codegen::Output) -> &str {
    &output.modules.iter().find(|m| m.path == "pages/guide.tsx").expect("page module").text
}

#[test]
fn ten_thousand_nested_block_quotes() {
    let output = build(&format!("{}deep\n", "> ".repeat(10_000)));
    assert!(max_depth(page(&output)) <= codegen::MAX_NESTING + 8, "depth {}", max_depth(page(&output)));
    assert!(page(&output).contains("deep"));
    assert!(output.diagnostics.iter().any(|d| d.message.contains("nested")));
}

#[test]
fn ten_thousand_nested_lists() {
    let mut body = String::new();
    for level in 0..10_000 {
        body.push_str(&"  ".repeat(level));
        body.push_str("- item\n");
    }
    let output = build(&body);
    assert!(max_depth(page(&output)) <= codegen::MAX_NESTING + 8);
}

#[test]
fn a_ten_megabyte_file() {
    let paragraph = "가상 머신을 만들고 **보안 그룹**을 설정합니다. `openstack server list`\n\n";
    let output = build(&paragraph.repeat(10 * 1024 * 1024 / paragraph.len()));
    assert!(page(&output).len() > 10 * 1024 * 1024);
}
