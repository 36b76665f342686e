import type { Config } from '../config';
import { OCTO_PREFIX } from '@tours/core/contract';
import type { Capabilities } from './capabilities';
import type { Supplier } from './types';

/** `Dubai Attractions <bookings@example.com>`: the name and the address the mail goes out under. */
function sender(mailFrom: string): { name: string; email: string | null } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1]!.trim() || match[2]!, email: match[2]! };
  return { name: mailFrom.trim(), email: /^[^\s@]+@[^\s@]+$/.test(mailFrom.trim()) ? mailFrom.trim() : null };
}

/** GET /supplier: who we are, as our mail signs it, and where the OCTO API is. */
export function supplierJson(config: Config, caps: Capabilities): Supplier {
  const { name, email } = sender(config.mailFrom);
  return {
    id: new URL(config.publicUrl).hostname,
    name,
    endpoint: `${config.publicUrl}${OCTO_PREFIX}`,
    contact: { website: config.publicUrl, email, telephone: null, address: null },
    ...(caps.content ? { shortDescription: 'Tours and attractions in Dubai', media: [] } : {}),
  };
}
