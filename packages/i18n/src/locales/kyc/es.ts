import type { KycTexts } from './en.ts';

const kycEs: KycTexts = {
  intro:
    'Verifica tu identidad para ampliar tus límites de retiro. Tus datos se guardan cifrados y solo los ve nuestro equipo de cumplimiento.',
  realName: 'Nombre completo',
  realNamePlaceholder: 'Tu nombre tal como figura en el documento',
  idType: 'Tipo de documento',
  idTypes: {
    national_id: 'Documento de identidad',
    passport: 'Pasaporte',
  },
  idNumber: 'Número de documento',
  idNumberPlaceholder: 'El número que figura en el documento',
  front: 'Foto del anverso',
  back: 'Foto del reverso',
  photoHint: 'JPG o PNG, hasta 5 MB; con las cuatro esquinas visibles y el texto legible',
  choosePhoto: 'Elegir foto',
  replacePhoto: 'Cambiar',
  frontPreview: 'Vista previa del anverso del documento',
  backPreview: 'Vista previa del reverso del documento',
  submit: 'Enviar para revisión',
  submitted: 'Enviado; lo revisaremos en breve',
  uploadFailed: 'Error al subir',
  pendingTitle: 'En revisión',
  pendingText:
    'Recibimos tus documentos el {{time}}. La revisión suele tardar menos de un día hábil; esta página se actualiza sola.',
  verifiedTitle: 'Verificado',
  verifiedText: 'Tu identidad ha sido verificada.',
  verifiedAt: 'Verificado el',
  rejectedTitle: 'Verificación fallida',
  reason: 'Motivo',
  defaultReason: 'No pudimos verificar tus documentos. Revísalos y vuelve a enviarlos.',
  retry: 'Editar y reenviar',
  loadFailed: 'No se pudo cargar, toca para reintentar',
  avatar: {
    change: 'Cambiar tu foto',
    alt: 'Foto de perfil',
    selectFailed: 'No se pudo seleccionar la imagen: elige un JPG, PNG o GIF de hasta 10 MB',
    uploadFailed: 'Error al subir',
    updated: 'Foto actualizada',
  },
  rules: {
    nameRequired: 'Introduce tu nombre completo',
    nameTooLong: 'El nombre es demasiado largo',
    idNumberRequired: 'Introduce el número de documento',
    idNumberInvalid: 'Introduce un número de documento válido',
    frontRequired: 'Sube la foto del anverso del documento',
    backRequired: 'Sube la foto del reverso del documento',
    photoType: 'No se pudo seleccionar la imagen: elige una foto JPG o PNG',
    photoSize: 'No se pudo seleccionar la imagen: la foto no puede superar los 5 MB',
  },
};

export default kycEs;
