/**
 * Copies text, returning whether it worked. The Clipboard API exists only in secure contexts,
 * and clinics often reach the platform over plain http on a LAN address, so a hidden textarea
 * and execCommand('copy') are the fallback.
 */
export const copyText = async (text: string): Promise<boolean> => {
  if (typeof window !== 'undefined' && window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: try the old way below.
    }
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated, but the only way on http; a false or a throw both mean "not copied".
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};
