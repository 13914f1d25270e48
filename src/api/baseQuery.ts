import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { config } from '../config';

/**
 * The only place HTTP happens. Token, timeout, retry and error mapping are layered here
 * (see the API issue); endpoints never call fetch themselves.
 */
export const baseQuery = fetchBaseQuery({ baseUrl: config.apiBaseUrl });
