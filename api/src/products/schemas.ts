import { z } from 'zod';
import { ServiceSchema } from '@tours/core/schemas';

export const ProductSlugParamsSchema = z.object({ slug: ServiceSchema });
