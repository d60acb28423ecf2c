export const identityErrors = {
  TOTP_REQUIRED: 'Geben Sie den Code aus Ihrer Authenticator-App ein',
  TOTP_INVALID: 'Der Code ist falsch oder wurde bereits verwendet',
  TWO_FACTOR_ALREADY_ENABLED: 'Die Zwei-Faktor-Anmeldung ist bereits aktiviert',
  TWO_FACTOR_NOT_ENABLED: 'Die Zwei-Faktor-Anmeldung ist nicht aktiviert',
  TWO_FACTOR_SETUP_REQUIRED: 'Bitte starten Sie die Einrichtung erneut',
  WITHDRAWALS_HELD:
    'Auszahlungen sind bis {{until}} pausiert, weil Ihre Sicherheitseinstellungen zurückgesetzt wurden',
  KYC_ALREADY_PENDING: 'Ihre Verifizierung wird bereits geprüft',
  KYC_ALREADY_VERIFIED: 'Ihre Identität ist bereits verifiziert',
  SUPPORT_TOO_MANY_MESSAGES: 'Sie senden zu schnell Nachrichten, bitte warten Sie einen Moment',
};

export const identityValidation = {
  realNameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein',
  idNumberRequired: 'Bitte geben Sie Ihre Ausweisnummer ein',
  idNumberInvalid: 'Ungültige Ausweisnummer',
  idFrontRequired: 'Bitte laden Sie die Vorderseite Ihres Ausweises hoch',
  idBackRequired: 'Bitte laden Sie die Rückseite Ihres Ausweises hoch',
  supportTextRequired: 'Bitte schreiben Sie eine Nachricht',
  supportTextTooLong: 'Eine Nachricht darf höchstens 2000 Zeichen lang sein',
  supportTextOrImage: 'Schreiben Sie eine Nachricht oder wählen Sie ein Bild',
  totpRequired: 'Bitte geben Sie den Code ein',
  unsupportedLocale: 'Bitte wählen Sie eine der angebotenen Sprachen',
};

export const identityPageTitles = {
  security: 'Kontosicherheit',
};

export const identitySections = {
  kycMail: {
    approvedSubject: 'Ihre Identität ist verifiziert',
    approvedBody:
      'Hallo {{account}},\n\nIhre Identitätsprüfung bei {{appName}} wurde genehmigt. Ab sofort gelten für Sie höhere Auszahlungslimits.\n\nWenn Sie keine Dokumente eingereicht haben, wenden Sie sich bitte sofort an den Kundenservice.',
    rejectedSubject: 'Ihre Identitätsprüfung wurde nicht genehmigt',
    rejectedBody:
      'Hallo {{account}},\n\nwir konnten Ihre Identitätsprüfung bei {{appName}} nicht genehmigen.\n\nGrund: {{reason}}\n\nSie können Ihre Angaben im persönlichen Bereich korrigieren und erneut einreichen.',
  },
  twoFactor: {
    resetMailSubject: 'Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt',
    resetMailBody:
      'Ein Mitarbeiter hat auf Ihre Anfrage die Zwei-Faktor-Anmeldung Ihres Kontos {{account}} zurückgesetzt. Sie können sich jetzt mit Ihrem Passwort anmelden und sie im persönlichen Bereich neu einrichten. Zu Ihrer Sicherheit sind Auszahlungen bis {{until}} (UTC) pausiert. Wenn Sie dies nicht angefordert haben, wenden Sie sich sofort an den Kundenservice.',
    title: 'Zwei-Faktor-Anmeldung',
    on: 'An',
    off: 'Aus',
    intro:
      'Schützen Sie Ihr Konto bei jeder Anmeldung und Auszahlung mit einem 6-stelligen Code aus einer Authenticator-App.',
    start: 'Einrichten',
    scanQr: 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App',
    orEnterKey: 'Oder geben Sie diesen Schlüssel von Hand ein',
    copyKey: 'Schlüssel kopieren',
    code: 'Code',
    codePlaceholder: '6-stelliger Code',
    turnOn: 'Aktivieren',
    enabled: 'Die Zwei-Faktor-Anmeldung ist aktiviert',
    recoveryTitle: 'Wiederherstellungscodes',
    recoveryHint:
      'Jeder Code funktioniert einmal, falls Sie Ihr Handy verlieren. Bewahren Sie sie jetzt sicher auf: Sie werden nicht erneut angezeigt.',
    recoverySaved: 'Ich habe sie gespeichert',
    copyCodes: 'Codes kopieren',
    recoveryLeft: 'Verbleibende Wiederherstellungscodes: {{count}}',
    turnOff: 'Deaktivieren',
    turnOffHint:
      'Geben Sie einen Code aus Ihrer App oder einen Wiederherstellungscode ein, um die Zwei-Faktor-Anmeldung zu deaktivieren.',
    disabled: 'Die Zwei-Faktor-Anmeldung ist deaktiviert',
    loginTitle: 'Zwei-Faktor-Bestätigung',
    loginHint:
      'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App oder einen Ihrer Wiederherstellungscodes ein.',
    copied: 'Kopiert',
    copyFailed: 'Kopieren fehlgeschlagen, bitte manuell kopieren',
  },
  account: {
    identity: 'Identitätsprüfung',
    withdrawalPassword: 'Auszahlungspasswort',
    set: 'Festgelegt',
    notSet: 'Nicht festgelegt',
    invited: 'Eingeladene Personen',
    shareLink: 'Einladungslink',
    copy: 'Kopieren',
    inviteQr: 'Einladungs-QR-Code',
    sessions: 'Aktive Sitzungen',
    thisDevice: 'Dieses Gerät',
    signOutOthers: 'Überall sonst abmelden',
    signOutOthersConfirm: 'Alle anderen Geräte abmelden?',
    signedOutOthers: 'Andere Geräte wurden abgemeldet',
    noOtherSessions: 'Keine anderen Geräte angemeldet',
    signIns: 'Letzte Anmeldungen',
    unknownDevice: 'Unbekanntes Gerät',
    loadFailed: 'Laden fehlgeschlagen, zum Wiederholen tippen',
  },
  realName: {
    unverified: 'Nicht verifiziert',
    pending: 'In Prüfung',
    verified: 'Verifiziert',
    rejected: 'Verifizierung fehlgeschlagen',
  },
  support: {
    unreadBadge: 'Ungelesene Nachrichten: {{count}}',
    quick: {
      deposit: 'Wie lange dauert eine Einzahlung?',
      withdrawal: 'Warum ist meine Auszahlung noch ausstehend?',
      verification: 'Wie verifiziere ich meine Identität?',
      account: 'Ich kann mich nicht in mein Konto einloggen',
    },
    loginPrompt: 'Melden Sie sich an, um mit dem Kundenservice zu chatten',
    logIn: 'Anmelden',
    placeholder: 'Nachricht eingeben',
    send: 'Senden',
    image: 'Bild senden',
    loadOlder: 'Frühere Nachrichten',
    empty: 'Fragen Sie uns alles: Wir antworten meist innerhalb weniger Minuten.',
    sent: 'Gesendet',
    delivered: 'Zugestellt',
    read: 'Gelesen',
    failed: 'Nicht gesendet, zum Wiederholen tippen',
    sending: 'Wird gesendet',
    operator: 'Kundenservice',
    quickTitle: 'Häufige Fragen',
    selectFailed: 'Bild konnte nicht ausgewählt werden',
    uploadFailed: 'Hochladen fehlgeschlagen',
    imageAlt: 'Im Chat gesendetes Bild',
    newMessages: 'Neue Nachrichten',
  },
};
