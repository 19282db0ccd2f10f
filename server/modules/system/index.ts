/** Site settings and documents: what other modules may use (the console's rich-text pages). */
export { richTextDocument } from './richTextRoutes';
