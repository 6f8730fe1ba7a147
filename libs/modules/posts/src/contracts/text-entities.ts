/**
 * The entities of a text (hashtags, cashtags, mentions, URLs) as the platform
 * reads them, for other modules' payloads (direct messages): the posts'
 * own reading, with the platform's text library.
 */
export { postEntities as textEntities, type PostEntities as TextEntities } from '../text/post-text';
