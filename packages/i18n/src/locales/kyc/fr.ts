import type { KycTexts } from './en.ts';

const kycFr: KycTexts = {
  intro:
    'Vérifiez votre identité pour relever vos plafonds de retrait. Vos données sont chiffrées et seule notre équipe conformité peut les consulter.',
  realName: 'Nom complet',
  realNamePlaceholder: 'Votre nom tel qu’il figure sur la pièce',
  idType: 'Type de pièce',
  idTypes: {
    national_id: 'Carte d’identité',
    passport: 'Passeport',
  },
  idNumber: 'Numéro de pièce',
  idNumberPlaceholder: 'Le numéro inscrit sur la pièce',
  front: 'Photo du recto',
  back: 'Photo du verso',
  photoHint: 'JPG ou PNG, 5 Mo maximum ; les quatre coins visibles et le texte lisible',
  choosePhoto: 'Choisir une photo',
  replacePhoto: 'Remplacer',
  frontPreview: 'Aperçu du recto de votre pièce',
  backPreview: 'Aperçu du verso de votre pièce',
  submit: 'Envoyer pour vérification',
  submitted: 'Envoyé, nous l’examinerons rapidement',
  uploadFailed: 'Échec de l’envoi',
  pendingTitle: 'En cours de vérification',
  pendingText:
    'Nous avons reçu vos documents le {{time}}. La vérification prend généralement moins d’un jour ouvré ; cette page se met à jour toute seule.',
  verifiedTitle: 'Vérifié',
  verifiedText: 'Votre identité a été vérifiée.',
  verifiedAt: 'Vérifié le',
  rejectedTitle: 'Échec de la vérification',
  reason: 'Motif',
  defaultReason: 'Vos documents n’ont pas pu être vérifiés. Vérifiez-les puis renvoyez-les.',
  retry: 'Modifier et renvoyer',
  loadFailed: 'Échec du chargement, touchez pour réessayer',
  avatar: {
    change: 'Changer votre photo',
    alt: 'Photo de profil',
    selectFailed: 'Impossible de sélectionner l’image : choisissez un JPG, PNG ou GIF de 10 Mo maximum',
    uploadFailed: 'Échec de l’envoi',
    updated: 'Photo mise à jour',
  },
  rules: {
    nameRequired: 'Veuillez saisir votre nom complet',
    nameTooLong: 'Le nom est trop long',
    idNumberRequired: 'Veuillez saisir le numéro de pièce',
    idNumberInvalid: 'Veuillez saisir un numéro de pièce valide',
    frontRequired: 'Veuillez envoyer la photo du recto de votre pièce',
    backRequired: 'Veuillez envoyer la photo du verso de votre pièce',
    photoType: 'Impossible de sélectionner l’image : choisissez une photo JPG ou PNG',
    photoSize: 'Impossible de sélectionner l’image : la photo ne doit pas dépasser 5 Mo',
  },
};

export default kycFr;
