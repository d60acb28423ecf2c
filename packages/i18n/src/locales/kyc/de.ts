import type { KycTexts } from './en.ts';

const kycDe: KycTexts = {
  intro:
    'Verifizieren Sie Ihre Identität, um höhere Auszahlungslimits freizuschalten. Ihre Daten werden verschlüsselt gespeichert und nur von unserem Compliance-Team eingesehen.',
  realName: 'Vollständiger Name',
  realNamePlaceholder: 'Ihr Name wie im Ausweisdokument',
  idType: 'Dokumentart',
  idTypes: {
    national_id: 'Personalausweis',
    passport: 'Reisepass',
  },
  idNumber: 'Ausweisnummer',
  idNumberPlaceholder: 'Die Nummer auf dem Dokument',
  front: 'Foto der Vorderseite',
  back: 'Foto der Rückseite',
  photoHint: 'JPG oder PNG, höchstens 5 MB; alle vier Ecken sichtbar und der Text lesbar',
  choosePhoto: 'Foto auswählen',
  replacePhoto: 'Ersetzen',
  frontPreview: 'Vorschau der Vorderseite Ihres Dokuments',
  backPreview: 'Vorschau der Rückseite Ihres Dokuments',
  submit: 'Zur Prüfung einreichen',
  submitted: 'Eingereicht, wir prüfen es in Kürze',
  uploadFailed: 'Hochladen fehlgeschlagen',
  pendingTitle: 'Wird geprüft',
  pendingText:
    'Wir haben Ihre Unterlagen am {{time}} erhalten. Die Prüfung dauert meist weniger als einen Werktag; diese Seite aktualisiert sich von selbst.',
  verifiedTitle: 'Verifiziert',
  verifiedText: 'Ihre Identität wurde verifiziert.',
  verifiedAt: 'Verifiziert am',
  rejectedTitle: 'Verifizierung fehlgeschlagen',
  reason: 'Grund',
  defaultReason:
    'Ihre Unterlagen konnten nicht verifiziert werden. Bitte prüfen Sie sie und reichen Sie sie erneut ein.',
  retry: 'Bearbeiten und erneut einreichen',
  loadFailed: 'Laden fehlgeschlagen, tippen zum Wiederholen',
  avatar: {
    change: 'Profilfoto ändern',
    alt: 'Profilfoto',
    selectFailed: 'Bild konnte nicht ausgewählt werden: Bitte wählen Sie ein JPG, PNG oder GIF bis 10 MB',
    uploadFailed: 'Hochladen fehlgeschlagen',
    updated: 'Profilfoto aktualisiert',
  },
  rules: {
    nameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein',
    nameTooLong: 'Der Name ist zu lang',
    idNumberRequired: 'Bitte geben Sie die Ausweisnummer ein',
    idNumberInvalid: 'Bitte geben Sie eine gültige Ausweisnummer ein',
    frontRequired: 'Bitte laden Sie ein Foto der Vorderseite hoch',
    backRequired: 'Bitte laden Sie ein Foto der Rückseite hoch',
    photoType: 'Bild konnte nicht ausgewählt werden: Bitte wählen Sie ein JPG- oder PNG-Foto',
    photoSize: 'Bild konnte nicht ausgewählt werden: Das Foto darf höchstens 5 MB groß sein',
  },
};

export default kycDe;
