// addon-docs ships its MDX loader (the compile Storybook runs on every .mdx page) without types.
declare module '@storybook/addon-docs/mdx-loader' {
  /** A webpack loader: `this` gives the options and takes the compiled page. */
  interface MdxLoaderContext {
    resourcePath: string;
    getOptions(): object;
    async(): (error: Error | null, code?: string) => void;
  }
  const mdxLoader: (this: MdxLoaderContext, content: string) => void;
  export default mdxLoader;
}
