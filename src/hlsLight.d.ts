/** hls.js's light build (package export `hls.js/light`): the same API as the full build, without its types file. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
