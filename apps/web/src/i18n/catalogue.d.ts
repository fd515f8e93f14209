/** A part of one language's merged catalogue (apps/web/catalogue-plugin.ts). */
declare module 'virtual:catalogue/*' {
  const catalogue: Record<string, string>;
  export default catalogue;
}
