import { z } from 'zod';
import { ServiceSchema } from '@tours/core';

export const ProductSlugParamsSchema = z.object({ slug: ServiceSchema });
