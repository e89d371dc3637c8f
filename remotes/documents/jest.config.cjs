const preset = require('../../jest.preset.cjs')(__dirname, {
  environment: 'dom',
  setupFiles: [require.resolve('@care/testing/jest-setup')],
});

// react-markdown and the unified packages it is made of ship only as ES modules: jest transforms
// them too, beside the preset's own.
const markdownPackages = [
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'devlop',
  'zwitch',
  'ccount',
  'is-plain-obj',
  'longest-streak',
  'trim-lines',
  'html-url-attributes',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities[^/@]*',
  'estree-util-[^/@]+',
  'remark-[^/@]+',
  'mdast-util-[^/@]+',
  'micromark[^/@]*',
  'hast-util-[^/@]+',
  'unist-util-[^/@]+',
  'vfile[^/@]*',
];
const [presetPattern] = preset.transformIgnorePatterns;
const alternatives = '(?!(\\.pnpm/)?(';
if (!presetPattern.includes(alternatives)) throw new Error('The jest preset changed its pattern.');

module.exports = {
  ...preset,
  transformIgnorePatterns: [
    presetPattern.replace(alternatives, `${alternatives}${markdownPackages.join('|')}|`),
  ],
};
