// Pages say how old they are and where to fix them, and the site reads well
// for machines: llms.txt, Markdown twins, the copy action on doc pages, and (on
// a throwaway git repository made from the fixture) dates, authors, edit links,
// sitemap lastmod and the Atom `updated` from two commits by different people.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";
import { startServer } from "./server.mjs";

const repo = path.resolve(new URL("../..", import.meta.url).pathname);
const { open, visit } = browserForTests();
const KOREAN_DATE = /^\d{4}년 \d{1,2}월 \d{1,2}일$/;

/** Checks llms.txt against the proposal; returns its sections' link lists. */
function llmsSections(text) {
  const lines = text.split("\n");
  assert.match(lines[0], /^# \S/, "the file starts with an H1");
  assert.match(lines[2], /^> \S/, "a quoted summary follows");
  const sections = new Map();
  let current = null;
  for (const line of lines.slice(1)) {
    assert.ok(!line.startsWith("# "), `one H1 only: ${line}`);
    if (line.startsWith("## ")) {
      current = [];
      sections.set(line.slice(3), current);
    } else if (current && line.trim()) {
      const item = line.match(/^- \[((?:[^\]\\]|\\.)+)\]\((https?:\/\/[^\s)]+)\)(?:: .+)?$/);
      assert.ok(item, `a section holds only "- [name](url): notes" items: ${line}`);
      current.push(item[2]);
    }
  }
  return sections;
}

describe("llms.txt and Markdown twins", () => {
  test("llms.txt lists every doc and post by section, and every twin's links resolve", async () => {
    const response = await fetch(`${BASE_URL}/llms.txt`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "text/plain; charset=utf-8");
    const sections = llmsSections(await response.text());
    assert.deepEqual([...sections.keys()], ["가이드", "소개", "튜토리얼", "히스토리"]);
    const twins = [...sections.values()].flat();
    const origin = new URL(twins[0]).origin;
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.equal(twins.length, pages.filter((p) => p !== "/" && !/^\/blog(\/(page|archive|tags|authors)|$)/.test(p) && p !== "/search").length);

    const checked = new Map();
    const resolves = async (pathname) => {
      if (!checked.has(pathname)) checked.set(pathname, (await fetch(`${BASE_URL}${pathname}`)).status);
      return checked.get(pathname);
    };
    for (const twin of twins) {
      const url = new URL(twin);
      assert.equal(url.origin, origin);
      assert.match(url.pathname, /\.md$/);
      const page = await fetch(`${BASE_URL}${url.pathname}`);
      assert.equal(page.status, 200, twin);
      assert.equal(page.headers.get("content-type"), "text/markdown; charset=utf-8");
      const markdown = await page.text();
      assert.match(markdown, /^---\ntitle: ".+"\ndescription: ".*"\n---\n\n# /, twin);
      assert.doesNotMatch(markdown, /<Tabs|<TabItem|import Tabs|\{\/\*|<!-- ?truncate|\{\{service\./, twin);
      for (const [, href] of markdown.matchAll(/\]\(((?:https?:)?\/[^\s)]*)/g)) {
        assert.ok(href.startsWith("http"), `${twin}: link ${href} is absolute`);
        const link = new URL(href);
        if (link.origin !== origin) continue;
        assert.equal(await resolves(link.pathname), 200, `${twin} links to ${href}`);
      }
    }
    assert.ok(checked.size > 10, `links were followed (${checked.size})`);
  });

  test("llms-full.txt holds every doc in sidebar order", async () => {
    const full = await (await fetch(`${BASE_URL}/llms-full.txt`)).text();
    const llms = llmsSections(await (await fetch(`${BASE_URL}/llms.txt`)).text());
    let at = 0;
    for (const [name, links] of llms) {
      if (name === "히스토리") continue;
      for (const link of links) {
        const source = `출처: ${link.replace(/\.md$/, "")}\n`;
        const found = full.indexOf(source, at);
        assert.ok(found > at, `${source.trim()} comes next`);
        at = found;
      }
    }
  });

  test("each doc and post names its twin in the head; other pages do not", async () => {
    const head = async (pathname) => (await (await fetch(`${BASE_URL}${pathname}`)).text()).split("</head>")[0];
    assert.match(await head("/guide/compute/create-vm"), /<link rel="alternate" type="text\/markdown" href="\/guide\/compute\/create-vm\.md"/);
    assert.match(await head("/blog/set-inqurt-alert"), /<link rel="alternate" type="text\/markdown" href="\/blog\/set-inqurt-alert\.md"/);
    assert.doesNotMatch(await head("/blog"), /text\/markdown/);
  });

  test("the copy action copies the page's Markdown (its code is not in the first load: budget.test.mjs)", async () => {
    const { page, context, problems } = await visit("/guide/compute/create-vm", {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const view = page.getByRole("link", { name: "Markdown으로 보기" });
    assert.equal(await view.getAttribute("href"), "/guide/compute/create-vm.md");
    await page.getByRole("button", { name: "Markdown 복사" }).click();
    await page.getByRole("button", { name: "복사했습니다" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await fetch(`${BASE_URL}/guide/compute/create-vm.md`)).text();
    assert.equal(copied, twin);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a doc and a post end with a Korean date when the site is a git checkout", async (t) => {
    const inGit = spawnSync("git", ["-C", repo, "rev-parse", "--is-shallow-repository"], { encoding: "utf8" });
    if (inGit.status !== 0 || inGit.stdout.trim() === "true") return t.skip("no git history here");
    for (const pathname of ["/guide/compute/create-vm", "/blog/set-inqurt-alert"]) {
      const { page, context } = await visit(pathname);
      const time = page.locator(".page-last-update time");
      assert.match((await time.textContent()) ?? "", KOREAN_DATE, pathname);
      assert.match((await time.getAttribute("datetime")) ?? "", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
      await context.close();
    }
  });
});

/** Commits everything staged in `dir` as `author` at `iso` (UTC). */
function commit(dir, author, iso, files) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: "a@example.com",
    GIT_COMMITTER_NAME: author,
    GIT_COMMITTER_EMAIL: "a@example.com",
    GIT_AUTHOR_DATE: iso,
    GIT_COMMITTER_DATE: iso,
    GIT_CONFIG_NOSYSTEM: "1",
    HOME: dir,
  };
  delete env.GIT_DIR;
  delete env.GIT_WORK_TREE;
  for (const args of [["add", "--", ...files], ["commit", "-q", "--no-gpg-sign", "-m", `${author}의 수정`]]) {
    const run = spawnSync("git", ["-C", dir, ...args], { env, encoding: "utf8" });
    assert.equal(run.status, 0, run.stderr);
  }
}

describe("last update and edit link from a throwaway git repository", () => {
  let site;
  let stop;
  let base;
  const editBase = "https://git.example.org/aolda/docs/-/edit/main/";

  before(async () => {
    site = mkdtempSync(path.join(tmpdir(), "aolda-meta-"));
    for (const part of ["content", "static"]) {
      cpSync(path.join(repo, "tests/fixtures/site", part), path.join(site, part), { recursive: true });
    }
    assert.equal(spawnSync("git", ["init", "-q", site]).status, 0);
    commit(site, "Kim Ha-neul", "2024-08-25T15:30:00Z", ["content", "static"]);
    const first = path.join(site, "content/docs/guide/01-basics/01-first.md");
    writeFileSync(first, `${readFileSync(first, "utf8")}\n고친 문단.\n`);
    commit(site, "Lee Seo-yeon", "2024-09-01T03:00:00Z", ["content/docs/guide/01-basics/01-first.md"]);

    const build = spawnSync("cargo", ["xtask", "build", "--quiet", "--site", site], { cwd: repo, encoding: "utf8" });
    assert.equal(build.status, 0, build.stderr);
    ({ base, stop } = await startServer("serve", site, 60_000));
  });

  after(() => stop?.());

  const shown = async (pathname) => {
    const { page, context } = await open();
    await page.goto(`${base}${pathname}`);
    await waitForHydration(page);
    const meta = page.locator(".page-meta");
    const result = {
      date: await meta.locator("time").textContent().catch(() => null),
      author: await meta.locator(".page-last-update-author").textContent().catch(() => null),
      edit: (await meta.getByRole("link", { name: "이 페이지 편집" }).count())
        ? {
            href: await meta.getByRole("link", { name: "이 페이지 편집" }).getAttribute("href"),
            target: await meta.getByRole("link", { name: "이 페이지 편집" }).getAttribute("target"),
          }
        : null,
    };
    await context.close();
    return result;
  };

  test("each page shows the date and author of the last commit that touched it", async () => {
    assert.deepEqual(await shown("/guide/basics/first"), {
      date: "2024년 9월 1일",
      author: "Lee Seo-yeon",
      edit: { href: `${editBase}content/docs/guide/01-basics/01-first.md`, target: "_blank" },
    });
    // 15:30 UTC on the 25th is already the 26th in Korea.
    assert.deepEqual(await shown("/guide"), {
      date: "2024년 8월 26일",
      author: "Kim Ha-neul",
      edit: { href: `${editBase}content/docs/guide/index.md`, target: "_blank" },
    });
  });

  test("front matter removes the edit link or names the author", async () => {
    assert.equal((await shown("/tutorial")).edit, null, "custom_edit_url: null");
    assert.deepEqual(await shown("/blog/second-post"), {
      date: "2024년 8월 26일",
      author: "편집팀",
      edit: { href: `${editBase}content/blog/2024-08-13-second-post.md`, target: "_blank" },
    });
  });

  test("the sitemap and the Atom feed carry the same dates", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>[^<]+\/guide\/basics\/first<\/loc><lastmod>2024-09-01<\/lastmod>/);
    assert.match(sitemap, /<loc>[^<]+\/guide<\/loc><lastmod>2024-08-26<\/lastmod>/);
    assert.match(sitemap, /<loc>[^<]+\/<\/loc><\/url>/, "pages without a source have no lastmod");
    const atom = await (await fetch(`${base}/blog/atom.xml`)).text();
    const entry = atom.split("<entry>").find((e) => e.includes("/blog/second-post"));
    assert.match(entry, /<updated>2024-08-26T00:30:00\+09:00<\/updated>/);
    assert.match(entry, /<published>2024-08-13T00:00:00\+09:00<\/published>/);
  });
});
