import '@/lib/zod-jitless';
import { parseSynonymGroups } from '@/lib/search/synonyms';
import { multiLine } from './fields';

// The Search card of Website Settings (docs/decisions/0057-forgiving-search.md): the words search treats as
// the same, a group per line ("sofa, couch, settee"), saved tidied (lower case, each word once).

const MAX_LENGTH = 5000;
const MAX_GROUPS = 200;

export const searchSynonymsSetting = multiLine()
  .max(MAX_LENGTH, `Synonyms is too long (${MAX_LENGTH} characters at most)`)
  .superRefine((text, context) => {
    const lonely = text.split('\n').find((line) => line.trim() && parseSynonymGroups(line).length === 0);
    if (lonely) context.addIssue({ code: 'custom', message: `“${lonely.trim()}” needs at least two words, separated by commas` });
    else if (parseSynonymGroups(text).length > MAX_GROUPS) context.addIssue({ code: 'custom', message: `Keep at most ${MAX_GROUPS} groups` });
  })
  .transform((text) => parseSynonymGroups(text).map((group) => group.join(', ')).join('\n'));
