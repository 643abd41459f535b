/** The part of markdown-it (a devDependency without bundled types) the tests use. */
declare module 'markdown-it' {
  interface MarkdownIt {
    render(source: string): string;
  }
  const MarkdownItConstructor: new (options?: { html?: boolean; linkify?: boolean }) => MarkdownIt;
  export default MarkdownItConstructor;
}
