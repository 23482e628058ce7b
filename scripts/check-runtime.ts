/**
 * Fails fast when a script runs on the wrong Node.js. npm scripts put node_modules/.bin first on
 * PATH, so the pinned `node` devDependency (Node 24) runs them even where the machine has another
 * version (docs/decisions/0001-pin-node-24.md).
 */
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  process.stderr.write(
    `Brightpath needs Node.js 24 but this is ${process.version}. Run scripts through npm (npm test, npm start), which use the pinned Node 24 from node_modules.\n`,
  );
  process.exit(1);
}
