const consoleServerDe = {
  errors: {
    CSRF_TOKEN_INVALID: 'Ihre Sitzung konnte nicht bestätigt werden, bitte laden Sie die Seite neu',
    OPERATOR_DISABLED: 'Dieses Operator-Konto ist deaktiviert',
    ENROLMENT_TOKEN_INVALID: 'Der Einrichtungsschritt ist abgelaufen, bitte melden Sie sich erneut an',
    INVITATION_INVALID: 'Diese Einladung ist ungültig oder abgelaufen',
    LAST_OWNER: 'Der letzte aktive Eigentümer kann weder deaktiviert werden noch eine andere Rolle erhalten',
    OPERATOR_SELF_DISABLE:
      'Sie können Ihr eigenes Konto nicht deaktivieren: Das muss ein anderer Eigentümer tun',
    OPERATOR_EXISTS: 'Es gibt bereits einen Operator mit dieser E-Mail-Adresse',
    INVITATION_NOT_PENDING: 'Diese Einladung wurde bereits angenommen oder widerrufen oder ist abgelaufen',
    OPERATOR_CANNOT_ANSWER: 'Dieser Operator kann keine Kundenservice-Gespräche beantworten',
    ACCOUNT_FROZEN: 'Ihr Konto wurde eingefroren. Bitte wenden Sie sich an den Kundenservice',
    ACCOUNT_FROZEN_SIGNED_OUT: 'Ihr Konto wurde eingefroren. Bitte wenden Sie sich an den Kundenservice',
    WITHDRAWAL_ACCOUNT_FROZEN:
      'Das Konto dieses Nutzers ist eingefroren: Die Auszahlung kann nicht übernommen, freigegeben oder ausgeführt werden. Lehnen Sie sie ab, um das Geld auf das Guthaben des Nutzers zurückzubuchen, oder heben Sie zuerst die Sperre auf',
  },
  validation: {
    totpCodeFormat: 'Geben Sie den 6-stelligen Code ein',
    operatorPasswordLength: 'Das Passwort muss 12 bis 128 Zeichen lang sein',
    operatorNameRequired: 'Bitte geben Sie einen Namen ein',
    reasonRequired: 'Bitte geben Sie einen Grund an',
    urlInvalid: 'Geben Sie einen Link ein, der mit https:// oder / beginnt',
    imagePathInvalid:
      'Laden Sie ein Bild hoch oder geben Sie einen Pfad auf diesem Server ein, der mit / beginnt',
    imageNotUploaded:
      'Laden Sie dieses Bild hier erneut hoch: Es können nur in der Konsole hochgeladene Bilder angezeigt werden',
    contractPeriod: 'Laufzeiten sind 30, 60, 300 oder 900 Sekunden',
    contractPeriodDuplicate: 'Jede Laufzeit darf nur einmal angegeben werden',
    contractPeriodsNoneEnabled: 'Lassen Sie mindestens eine Laufzeit aktiviert',
    contractAmountInvalid:
      'Geben Sie einen Betrag über 0 ein, mit höchstens 18 Stellen vor und 8 nach dem Komma',
    payoutRateInvalid:
      'Geben Sie eine Auszahlungsquote über 0 und höchstens 10 ein, mit höchstens 18 Nachkommastellen',
    feeRateInvalid:
      'Geben Sie einen Gebührensatz von mindestens 0 und unter 1 ein, mit höchstens 18 Nachkommastellen',
    networkAddressInvalid: 'Das ist keine gültige {{network}}-Adresse',
    maxBelowMin: 'Der Höchstbetrag muss mindestens so hoch sein wie der Mindestbetrag',
    dailyLimitBelowMin: 'Das Tageslimit muss mindestens so hoch sein wie der Mindestbetrag',
  },
  mail: {
    operatorInviteSubject: 'Einladung zur {{appName}}-Konsole',
    operatorInviteBody:
      'Hallo {{name}}, Sie wurden mit der Rolle {{role}} in die Operator-Konsole von {{appName}} eingeladen. Öffnen Sie diesen Link innerhalb von {{hours}} Stunden, um Ihr Passwort festzulegen: {{link}} Bei der ersten Anmeldung richten Sie eine Authenticator-App ein. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
  },
};

export default consoleServerDe;
