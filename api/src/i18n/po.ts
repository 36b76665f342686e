/**
 * The gettext PO catalogues of the API's words (./locales/<locale>.po), read as Lingui reads them:
 * `msgid` is the message's id, `msgstr` its ICU MessageFormat text in the catalogue's language.
 * Only what these catalogues use: `#` comments, `msgctxt`-free entries, strings continued over lines.
 */
export interface PoEntry {
  id: string;
  message: string;
  /** The `#.` comments: what the message is for, for whoever translates it. */
  comments: string[];
}

function unquote(line: string, where: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(line.trim());
  if (!match) throw new Error(`${where}: expected a quoted string, found ${line}`);
  return match[1]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

export function parsePo(source: string, name = 'catalogue'): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { id?: string; message?: string; comments: string[] } = { comments: [] };
  let field: 'id' | 'message' | null = null;
  const flush = () => {
    if (current.id !== undefined && current.message !== undefined && current.id !== '') {
      entries.push({ id: current.id, message: current.message, comments: current.comments });
    }
    current = { comments: [] };
    field = null;
  };
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const where = `${name}:${index + 1}`;
    if (line === '') return flush();
    if (line.startsWith('#.')) current.comments.push(line.slice(2).trim());
    else if (line.startsWith('#')) return;
    else if (line.startsWith('msgid ')) {
      if (current.message !== undefined) flush();
      current.id = unquote(line.slice(6), where);
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      current.message = unquote(line.slice(7), where);
      field = 'message';
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line, where);
    } else throw new Error(`${where}: cannot read ${line}`);
  });
  flush();
  return entries;
}
