import PO from 'pofile';

/**
 * The gettext PO catalogues of the API's words (./locales/<locale>.po), read with `pofile` (the
 * reader Lingui's own PO format uses): `msgid` is the message's id, `msgstr` its ICU MessageFormat
 * text in the catalogue's language.
 */
export interface PoEntry {
  id: string;
  message: string;
  /** The `#.` comments: what the message is for, for whoever translates it. */
  comments: string[];
}

export function parsePo(source: string, name = 'catalogue'): PoEntry[] {
  const items = PO.parse(source).items.filter((item) => item.msgid !== '');
  // pofile skips what it cannot read; a catalogue that lost an entry that way must not load.
  const written = source.split(/\r?\n/).filter((line) => /^msgid\s+"(?:[^"\\]|\\.)+"/.test(line)).length;
  if (items.length !== written || /^msgid\s+[^"\s]/m.test(source))
    throw new Error(`${name}: cannot read every entry (${items.length} read of ${written})`);
  return items.map((item) => ({
    id: item.msgid,
    message: item.msgstr.join(''),
    comments: item.extractedComments,
  }));
}
