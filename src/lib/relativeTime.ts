/** Spec §2: under 1 minute 'just now', under 60 minutes 'Nm ago', under 24 hours 'Nh ago', else 'Nd ago'. */
export function relativeTime(iso: string, nowIso: string): string {
  const diff = Math.max(0, Date.parse(nowIso) - Date.parse(iso));
  if (Number.isNaN(diff)) return '';
  const minutes = Math.floor(diff / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
