import { z } from 'zod';
import { MissingTranslationsItemSchema } from '../schemas/locale';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const translations = endpoints(paths.translations, 'Translations', {
  missing: {
    summary:
      'The attractions, tickets, promotions and help-centre questions with a text not yet written in a language (it shows in English there)',
    response: z.array(MissingTranslationsItemSchema),
    provides: ['Product', 'Ticket', 'Promotion', 'Faq'],
  },
});
