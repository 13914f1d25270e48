import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Project } from '../../shared/work/schemas';

export const projectsSlice = createSlice({
  name: 'projects',
  initialState: { filter: '' },
  reducers: {
    projectFilterChanged: (state, action: PayloadAction<string>) => {
      state.filter = action.payload;
    },
  },
  selectors: {
    selectProjectFilter: (state) => state.filter,
  },
});

export const { projectFilterChanged } = projectsSlice.actions;
export const { selectProjectFilter } = projectsSlice.selectors;

/** Case-insensitive match on job number, name, status or manager; blank shows all. */
export function filterProjects(projects: readonly Project[], filter: string): Project[] {
  const q = filter.trim().toLowerCase();
  if (!q) return [...projects];
  return projects.filter((p) => [p.jobNumber, p.name, p.status, p.manager].some((v) => v.toLowerCase().includes(q)));
}
