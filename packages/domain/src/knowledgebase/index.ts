export { awstTimeZone, formatLastUpdated, knowledgebaseItemHash, knowledgebaseItemIdFromHash, latestUpdate } from './knowledgebase.ts';
