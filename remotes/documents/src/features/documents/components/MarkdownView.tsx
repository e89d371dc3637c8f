import { Box, Link } from '@care/ui';
import Markdown, { type Components } from 'react-markdown';

/**
 * Headings sit one level below the page's own title (the one h1), so a document's `# Title`
 * reads as a section of the page. Links leave the panel in a new tab that cannot reach back
 * into it (no `window.opener`, no referrer). Images show as links to them: the panel's
 * security policy loads no outside image.
 */
const components: Components = {
  h1: ({ children }) => <h2>{children}</h2>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  h4: ({ children }) => <h5>{children}</h5>,
  h5: ({ children }) => <h6>{children}</h6>,
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue">
      {children}
    </Link>
  ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Link href={src} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        {alt || src}
      </Link>
    ) : null,
};

/** Headings, lists, quotes and code of a document, in the panel's type scale. */
const prose = {
  '& > * + *': { marginTop: '3' },
  '& h2': { textStyle: '2xl', fontWeight: 'semibold', marginTop: '5' },
  '& h3': { textStyle: 'xl', fontWeight: 'semibold', marginTop: '5' },
  '& h4, & h5, & h6': { textStyle: 'lg', fontWeight: 'semibold', marginTop: '4' },
  '& > :first-child': { marginTop: 0 },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& li + li': { marginTop: '1' },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'border.emphasized',
    paddingInlineStart: '3',
    color: 'fg.muted',
  },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1' },
  '& pre': { bg: 'bg.muted', padding: '3', borderRadius: 'l2', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', paddingInline: 0 },
  '& hr': { borderColor: 'border' },
  overflowWrap: 'anywhere',
} as const;

/**
 * A document's Markdown as the reader sees it. Raw HTML in the text is left out, never
 * rendered; react-markdown also drops `javascript:` and other unsafe link targets.
 */
export default function MarkdownView({ children }: { children: string }) {
  return (
    <Box css={prose}>
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </Box>
  );
}
