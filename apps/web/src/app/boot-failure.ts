import type { Locale } from '@halcyon/i18n';

/**
 * What the page says when the app cannot start (its translations, or its code, could not be fetched): kept
 * here in every language, since the translation files may be exactly what failed.
 */
const BOOT_FAILURE: Record<Locale, string> = {
  'zh-CN': '应用无法启动，请重新加载页面。',
  'zh-TW': '應用程式無法啟動，請重新載入頁面。',
  en: 'The app could not start. Please reload the page.',
  ja: 'アプリを起動できませんでした。ページを再読み込みしてください。',
  ko: '앱을 시작할 수 없습니다. 페이지를 새로고침하세요.',
  de: 'Die App konnte nicht starten. Bitte laden Sie die Seite neu.',
  fr: 'L’application n’a pas pu démarrer. Veuillez recharger la page.',
  es: 'La aplicación no pudo iniciarse. Vuelve a cargar la página.',
  th: 'ไม่สามารถเริ่มแอปได้ โปรดโหลดหน้านี้ใหม่',
  vi: 'Không thể khởi động ứng dụng. Vui lòng tải lại trang.',
};

export function bootFailureText(locale: Locale): string {
  return BOOT_FAILURE[locale];
}
