// Fails loudly when a script runs on a Node older than the one the function ships on (Cloud Functions nodejs24).
// npm scripts find Node 24 in node_modules/.bin (the `node` devDependency), so this only fires when something
// runs a script outside npm, or the install went wrong.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `CVMate needs Node ${REQUIRED_MAJOR}+, but this is Node ${process.versions.node} (${process.execPath}).\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 from node_modules/.bin, or `nvm use`.',
  );
  process.exit(1);
}
