const fs = require('node:fs');
const path = require('node:path');

// Every workspace project with a jest.config.cjs of its own is a jest project.
const roots = ['hosts', 'remotes', 'packages', 'services'];
const projects = [
  ...roots.flatMap((root) =>
    fs.readdirSync(path.join(__dirname, root)).map((name) => path.join(__dirname, root, name)),
  ),
  path.join(__dirname, 'scripts'),
].filter((dir) => fs.existsSync(path.join(dir, 'jest.config.cjs')));

module.exports = { projects };
