/** Locale → the address of its catalogue, made at build by web/messages-plugin.ts. */
declare module 'virtual:newsflash-catalogues' {
  const catalogues: Record<string, string>;
  export default catalogues;
}
