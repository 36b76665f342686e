/** Same origin in production (the API serves this app) and through the Vite proxy in development. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/v1';
