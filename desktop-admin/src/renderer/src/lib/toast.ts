import toast from 'react-hot-toast';
import { apiErrorMessage } from '@tours/core/api';

export const notify = {
  success: (message: string) => toast.success(message),
  error: (error: unknown, prefix?: string) =>
    toast.error(prefix ? `${prefix}: ${apiErrorMessage(error)}` : apiErrorMessage(error)),
  info: (message: string) => toast(message),
};
