import { z } from 'zod';
import { DeletedSchema } from '../schemas/common';
import {
  FaqEntryInputSchema,
  FaqEntrySchema,
  FaqIdParamsSchema,
  FaqOrderInputSchema,
  FaqQuerySchema,
  PublicFaqEntrySchema,
} from '../schemas/faq';
import { endpoints } from './endpoint';
import { paths } from './paths';

export const faq = endpoints(paths.faq, 'Help centre', {
  list: {
    summary:
      'The help centre’s questions and answers in a language (each text in English where it is not written), by section and position',
    query: FaqQuerySchema,
    response: z.array(PublicFaqEntrySchema),
    provides: ['Faq'],
  },
  adminList: {
    summary: 'Every question with its translations, by section and position',
    response: z.array(FaqEntrySchema),
    provides: ['Faq'],
  },
  create: {
    summary: 'Add a question (last in its section)',
    body: FaqEntryInputSchema,
    response: FaqEntrySchema,
    status: 201,
    invalidates: ['Faq'],
  },
  update: {
    summary: 'Replace a question (moved to the other section, it goes last there)',
    params: FaqIdParamsSchema,
    body: FaqEntryInputSchema,
    response: FaqEntrySchema,
    errors: { 404: 'No question has this id' },
    invalidates: ['Faq'],
  },
  remove: {
    summary: 'Delete a question',
    params: FaqIdParamsSchema,
    response: DeletedSchema,
    errors: { 404: 'No question has this id' },
    invalidates: ['Faq'],
  },
  reorder: {
    summary: 'Put a section’s questions in a new order',
    body: FaqOrderInputSchema,
    response: z.array(FaqEntrySchema),
    errors: { 409: 'The ids are not exactly the section’s questions' },
    invalidates: ['Faq'],
  },
});
