export interface HelpArticle {
  id: string;
  title: string;
  description: string;
  category: string;
  lastUpdated: string;
}

/** Spec §2/§5 help search: case-insensitive substring over title or description; empty or blank shows all. */
export function filterArticles(articles: HelpArticle[], query: string): HelpArticle[] {
  const q = query.trim().toLowerCase();
  if (q === '') return articles;
  return articles.filter((a) => a.title.toLowerCase().includes(q) || a.description.toLowerCase().includes(q));
}
