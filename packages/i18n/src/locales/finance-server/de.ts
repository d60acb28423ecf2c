import type { FinanceServerCatalog } from './en.ts';

const financeServerDe: FinanceServerCatalog = {
  errors: {
    UPLOAD_TYPE_NOT_ALLOWED: 'Dieser Dateityp wird hier nicht akzeptiert; bitte wähle ein {{formats}}-Bild',
    UPLOAD_TOO_LARGE: 'Die Datei ist zu groß (maximal {{maxMb}} MB)',
    UPLOAD_IMAGE_INVALID: 'Das Bild konnte nicht gelesen werden, bitte wähle ein anderes',
    UPLOAD_IMAGE_DIMENSIONS: 'Das Bild ist zu groß (höchstens {{max}} Pixel)',
    FILE_REQUIRED: 'Bitte wähle eine Datei',
    RECHARGE_CONFIG_INACTIVE: 'Diese Einzahlungskonfiguration ist deaktiviert',
    RECHARGE_AMOUNT_TOO_SMALL: 'Der Einzahlungsbetrag darf nicht unter {{min}} USDT liegen',
    RECHARGE_AMOUNT_TOO_LARGE: 'Der Einzahlungsbetrag darf {{max}} USDT nicht übersteigen',
    PROOF_NOT_FOUND: 'Zahlungsnachweis nicht gefunden, bitte lade ihn erneut hoch',
    PROOF_ALREADY_USED:
      'Dieser Zahlungsnachweis gehört bereits zu einer anderen Einzahlung; prüfe deinen Einzahlungsverlauf oder lade den Nachweis einer neuen Zahlung hoch',
    PROOF_ALREADY_CREDITED:
      'Der Zahlungsnachweis dieser Einzahlung wurde bereits für die Einzahlung {{orderNo}} gutgeschrieben; lehne diese ab',
    ORDER_STATUS_CHANGED: 'Der Auftragsstatus hat sich geändert, bitte aktualisieren',
    WITHDRAWAL_CONFIG_INACTIVE: 'Diese Auszahlungsmethode ist derzeit nicht verfügbar',
    WITHDRAWAL_AMOUNT_TOO_SMALL: 'Der Auszahlungsbetrag darf nicht unter {{min}} {{currency}} liegen',
    WITHDRAWAL_AMOUNT_TOO_LARGE: 'Der Auszahlungsbetrag darf {{max}} {{currency}} nicht übersteigen',
    WITHDRAWAL_DAILY_LIMIT:
      'Das übersteigt dein tägliches Auszahlungslimit von {{limit}} {{currency}}; heute kannst du noch {{remaining}} {{currency}} auszahlen',
    WITHDRAWAL_ADDRESS_INVALID: 'Das ist keine gültige {{network}}-Adresse',
    WITHDRAWAL_FEE_CHANGED:
      'Die Gebühr für diese Auszahlung beträgt jetzt {{fee}} {{currency}}: Prüfe sie und bestätige erneut',
    WITHDRAWAL_PASSWORD_NOT_SET: 'Bitte lege zuerst ein Auszahlungspasswort fest',
    WITHDRAWAL_PASSWORD_INCORRECT: 'Falsches Auszahlungspasswort; verbleibende Versuche: {{remaining}}',
    WITHDRAWAL_LOCKED:
      'Zu viele falsche Auszahlungspasswörter; Auszahlungen sind gesperrt, versuche es in {{minutes}} Min. erneut',
    WITHDRAWAL_ON_HOLD:
      'Zu deiner Sicherheit sind Auszahlungen nach einer Passwortänderung 24 Stunden pausiert; versuche es in {{hours}} Std. erneut',
    SECOND_APPROVAL_REQUIRED:
      'Diese Auszahlung muss zuerst von einem zweiten Finanz-Operator freigegeben werden',
    SAME_OPERATOR: 'Die zweite Freigabe muss von einem anderen Operator kommen',
  },
  validation: {
    amountRequired: 'Bitte gib einen Betrag ein',
    amountInvalid: 'Bitte gib einen gültigen Betrag ein',
    configRequired: 'Bitte wähle zuerst eine Methode',
    proofRequired: 'Bitte lade den Zahlungsnachweis hoch',
    reasonRequired: 'Bitte gib einen Grund an',
    addressRequired: 'Bitte gib die Auszahlungsadresse ein',
    addressInvalid: 'Ungültiges Adressformat',
    txIdRequired: 'Bitte gib die Transaktions-ID ein',
    withdrawalPasswordRequired: 'Bitte gib das Auszahlungspasswort ein',
    withdrawalPasswordDigits: 'Das Auszahlungspasswort darf nur Ziffern enthalten',
    withdrawalPasswordLength: 'Das Auszahlungspasswort braucht mindestens 6 Ziffern',
    withdrawalPasswordSame: 'Das neue Auszahlungspasswort muss sich vom aktuellen unterscheiden',
    currentPasswordRequired: 'Bitte gib das aktuelle Auszahlungspasswort ein',
  },
  mail: {
    rechargeCompletedSubject: 'Deine Einzahlung von {{amount}} USDT bei {{appName}} wurde gutgeschrieben',
    rechargeCompletedBody:
      'Deine Einzahlung {{orderNo}} wurde bestätigt. {{actualAmount}} USDT (nach einer Gebühr von {{fee}} USDT) sind jetzt in deinem Guthaben.',
    rechargeRejectedSubject: 'Deine Einzahlung {{orderNo}} bei {{appName}} wurde abgelehnt',
    rechargeRejectedBody:
      'Deine Einzahlung {{orderNo}} über {{amount}} USDT wurde abgelehnt. Grund: {{reason}}. Falls du bereits bezahlt hast, wende dich bitte mit deinem Zahlungsnachweis an den Kundenservice.',
    rechargeFailedSubject: 'Deine Einzahlung {{orderNo}} bei {{appName}} ist fehlgeschlagen',
    rechargeFailedBody:
      'Deine Einzahlung {{orderNo}} über {{amount}} USDT wurde nicht innerhalb von 24 Stunden bestätigt und wurde geschlossen. Falls du bereits bezahlt hast, wende dich bitte an den Kundenservice.',
    withdrawalCompletedSubject: 'Deine Auszahlung von {{amount}} USDT bei {{appName}} wurde gesendet',
    withdrawalCompletedBody:
      'Deine Auszahlung {{orderNo}} über {{amount}} USDT an {{address}} wurde gesendet. Transaktions-ID: {{txId}}.',
    withdrawalRejectedSubject: 'Deine Auszahlung {{orderNo}} bei {{appName}} wurde abgelehnt',
    withdrawalRejectedBody:
      'Deine Auszahlung {{orderNo}} über {{amount}} USDT wurde abgelehnt, und {{total}} USDT wurden deinem verfügbaren Guthaben zurückgebucht. Grund: {{reason}}. Bei Fragen wende dich bitte an den Kundenservice.',
    withdrawalFailedSubject: 'Deine Auszahlung {{orderNo}} bei {{appName}} ist fehlgeschlagen',
    withdrawalFailedBody:
      'Deine Auszahlung {{orderNo}} über {{amount}} USDT konnte nicht abgeschlossen werden, und {{total}} USDT wurden deinem verfügbaren Guthaben zurückgebucht. Grund: {{reason}}. Bitte wende dich an den Kundenservice.',
  },
};

export default financeServerDe;
