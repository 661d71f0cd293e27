// Run by guard.test.mjs in a child test runner: two pages that log an error,
// one of them told to expect it. PROBE picks which test runs.
import { test } from "node:test";

import { browserForTests } from "../browser.mjs";

const { open } = browserForTests();
const LOGS_AN_ERROR = `data:text/html,<script>console.error("probe: broken")</script>`;

test("a page logs an error nobody expects", { skip: process.env.PROBE !== "unexpected" }, async () => {
  const { context, page } = await open();
  await page.goto(LOGS_AN_ERROR);
  await context.close();
});

test("a page logs an error the test expects", { skip: process.env.PROBE !== "expected" }, async () => {
  const { context, page, expectErrors } = await open();
  expectErrors(/probe: broken/);
  await page.goto(LOGS_AN_ERROR);
  await context.close();
});

test("a page throws", { skip: process.env.PROBE !== "throws" }, async () => {
  const { context, page } = await open();
  const thrown = page.waitForEvent("pageerror");
  await page.goto(`data:text/html,<script>setTimeout(() => { throw new Error("probe: thrown") })</script>`);
  await thrown;
  await context.close();
});
