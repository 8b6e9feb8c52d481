import axios from 'axios';
import { apiBaseUrl } from '@/config/env';

/** A bare axios instance with no interceptors, for the token refresh and logout calls. */
export const bareClient = axios.create({
  baseURL: apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});
