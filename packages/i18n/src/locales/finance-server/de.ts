import type { FinanceServerCatalog } from './en.ts';

const financeServerDe: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED:
      'Dieser Dateityp wird hier nicht akzeptiert; bitte wählen Sie ein {{formats}}-Bild',
    UPLOAD_TOO_LARGE: 'Die Datei ist zu groß (maximal {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: 'Das Bild konnte nicht gelesen werden, bitte wählen Sie ein anderes',
    UPLOAD_IMAGE_DIMENSIONS: 'Das Bild ist zu groß (höchstens {{max}} Pixel)',
    FILE_REQUIRED: 'Bitte wählen Sie eine Datei',
    RECHARGE_CONFIG_INACTIVE: 'Diese Einzahlungskonfiguration ist deaktiviert',
    RECHARGE_AMOUNT_TOO_SMALL: 'Der Einzahlungsbetrag darf nicht unter {{min}} USDT liegen',
    RECHARGE_AMOUNT_TOO_LARGE: 'Der Einzahlungsbetrag darf {{max}} USDT nicht übersteigen',
    PROOF_NOT_FOUND: 'Zahlungsnachweis nicht gefunden, bitte laden Sie ihn erneut hoch',
    PROOF_ALREADY_USED:
      'Dieser Zahlungsnachweis gehört bereits zu einer anderen Einzahlung; prüfen Sie Ihren Einzahlungsverlauf oder laden Sie den Nachweis einer neuen Zahlung hoch',
    PROOF_ALREADY_CREDITED:
      'Der Zahlungsnachweis dieser Einzahlung wurde bereits für die Einzahlung {{orderNo}} gutgeschrieben; lehnen Sie diese ab',
    ORDER_STATUS_CHANGED: 'Der Auftragsstatus hat sich geändert, bitte aktualisieren',
    WITHDRAWAL_CONFIG_INACTIVE: 'Diese Auszahlungsmethode ist derzeit nicht verfügbar',
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'Der Auszahlungsbetrag darf nicht unter {{min}} {{currency}} liegen',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'Der Auszahlungsbetrag darf {{max}} {{currency}} nicht übersteigen',
    WITHDRAWAL_DAILY_LIMIT:
      'Das übersteigt Ihr tägliches Auszahlungslimit von {{limit}} {{currency}}; heute können Sie noch {{remaining}} {{currency}} auszahlen',
    WITHDRAWAL_ADDRESS_INVALID: 'Das ist keine gültige {{network}}-Adresse',
    WITHDRAWAL_FEE_CHANGED:
      'Die Gebühr für diese Auszahlung beträgt jetzt {{fee}} {{currency}}: Bitte prüfen Sie sie und bestätigen Sie erneut',
    WITHDRAWAL_PASSWORD_NOT_SET: 'Bitte legen Sie zuerst ein Auszahlungspasswort fest',
    WITHDRAWAL_PASSWORD_INCORRECT: 'Falsches Auszahlungspasswort; verbleibende Versuche: {{remaining}}',
    WITHDRAWAL_LOCKED:
      'Zu viele falsche Auszahlungspasswörter; Auszahlungen sind gesperrt, versuchen Sie es in {{minutes}} Min. erneut',
    WITHDRAWAL_ON_HOLD:
      'Zu Ihrer Sicherheit sind Auszahlungen nach einer Passwortänderung 24 Stunden pausiert; versuchen Sie es in {{hours}} Std. erneut',
    SECOND_APPROVAL_REQUIRED:
      'Diese Auszahlung muss zuerst von einem zweiten Finanz-Operator freigegeben werden',
    SAME_OPERATOR: 'Die zweite Freigabe muss von einem anderen Operator kommen',
  },
  validation: {
    amountRequired: 'Bitte geben Sie einen Betrag ein',
    amountInvalid: 'Bitte geben Sie einen gültigen Betrag ein',
    configRequired: 'Bitte wählen Sie zuerst eine Methode',
    proofRequired: 'Bitte laden Sie den Zahlungsnachweis hoch',
    reasonRequired: 'Bitte geben Sie einen Grund an',
    addressRequired: 'Bitte geben Sie die Auszahlungsadresse ein',
    addressInvalid: 'Ungültiges Adressformat',
    txIdRequired: 'Bitte geben Sie die Transaktions-ID ein',
    withdrawalPasswordRequired: 'Bitte geben Sie das Auszahlungspasswort ein',
    withdrawalPasswordDigits: 'Das Auszahlungspasswort darf nur Ziffern enthalten',
    withdrawalPasswordLength: 'Das Auszahlungspasswort braucht mindestens 6 Ziffern',
    withdrawalPasswordSame: 'Das neue Auszahlungspasswort muss sich vom aktuellen unterscheiden',
    currentPasswordRequired: 'Bitte geben Sie das aktuelle Auszahlungspasswort ein',
  },
  mail: {
    rechargeCompletedSubject: 'Ihre Einzahlung von {{amount}} USDT bei {{appName}} wurde gutgeschrieben',
    rechargeCompletedBody:
      'Ihre Einzahlung {{orderNo}} wurde bestätigt. {{actualAmount}} USDT (nach einer Gebühr von {{fee}} USDT) sind jetzt in Ihrem Guthaben.',
    rechargeRejectedSubject: 'Ihre Einzahlung {{orderNo}} bei {{appName}} wurde abgelehnt',
    rechargeRejectedBody:
      'Ihre Einzahlung {{orderNo}} über {{amount}} USDT wurde abgelehnt. Grund: {{reason}}. Falls Sie bereits bezahlt haben, wenden Sie sich bitte mit Ihrem Zahlungsnachweis an den Kundenservice.',
    rechargeFailedSubject: 'Ihre Einzahlung {{orderNo}} bei {{appName}} ist fehlgeschlagen',
    rechargeFailedBody:
      'Ihre Einzahlung {{orderNo}} über {{amount}} USDT wurde nicht innerhalb von 24 Stunden bestätigt und wurde geschlossen. Falls Sie bereits bezahlt haben, wenden Sie sich bitte an den Kundenservice.',
    withdrawalCompletedSubject: 'Ihre Auszahlung von {{amount}} USDT bei {{appName}} wurde gesendet',
    withdrawalCompletedBody:
      'Ihre Auszahlung {{orderNo}} über {{amount}} USDT an {{address}} wurde gesendet. Transaktions-ID: {{txId}}.',
    withdrawalRejectedSubject: 'Ihre Auszahlung {{orderNo}} bei {{appName}} wurde abgelehnt',
    withdrawalRejectedBody:
      'Ihre Auszahlung {{orderNo}} über {{amount}} USDT wurde abgelehnt, und {{total}} USDT wurden Ihrem verfügbaren Guthaben zurückgebucht. Grund: {{reason}}. Bei Fragen wenden Sie sich bitte an den Kundenservice.',
    withdrawalFailedSubject: 'Ihre Auszahlung {{orderNo}} bei {{appName}} ist fehlgeschlagen',
    withdrawalFailedBody:
      'Ihre Auszahlung {{orderNo}} über {{amount}} USDT konnte nicht abgeschlossen werden, und {{total}} USDT wurden Ihrem verfügbaren Guthaben zurückgebucht. Grund: {{reason}}. Bitte wenden Sie sich an den Kundenservice.',
  },
};

export default financeServerDe;
