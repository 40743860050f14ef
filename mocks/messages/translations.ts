import { accountMessages, faceCheckMessages } from './account';
import { chatImageMessages, chatMessages } from './chat';
import { discoveryMessages } from './discovery';
import { photoMessages, profileMessages } from './profile';
import { purchaseMessages } from './purchases';
import { socialMessages } from './social';
import { storageMessages } from './storage';

/**
 * The fake server's answer messages in the other languages a call can carry
 * (a real server translates its `message` into the call's `language`). Keyed
 * by the English text, which stays the product's wording (docs/product/messages.md). The messages built from
 * a parameter (discoveryMessages.ageRange and distanceRange,
 * profileMessages.unknownInterest and textTooLong, the 'Missing or invalid
 * field' refusal) are not in the table and stay English, and so does 'Invalid access'
 * (src/shared/api/errors.ts isInvalidAccess compares it to sign the member out).
 */
export interface Translation {
  fr: string;
  ar: string;
}

/** Every message object the handlers answer from: a test checks each static text has its translation. */
export const messageSources = {
  accountMessages,
  faceCheckMessages,
  chatMessages,
  chatImageMessages,
  discoveryMessages,
  profileMessages,
  photoMessages,
  purchaseMessages,
  socialMessages,
  storageMessages,
} as const;

export const messageTranslations: Readonly<Record<string, Translation>> = {
  // storage
  'Storage is full: this was not saved. Try a smaller photo.': {
    fr: "Le stockage est plein : rien n'a été enregistré. Essayez une photo plus légère.",
    ar: 'مساحة التخزين ممتلئة: لم يُحفظ شيء. جرّب صورة أصغر.',
  },

  // account
  'Please fill the details': { fr: 'Veuillez remplir les informations', ar: 'يرجى ملء البيانات' },
  'Please enter valid email': { fr: 'Veuillez saisir une adresse e-mail valide', ar: 'يرجى إدخال بريد إلكتروني صالح' },
  'Email Already Exists': { fr: 'Cette adresse e-mail existe déjà', ar: 'البريد الإلكتروني موجود بالفعل' },
  'OTP Sent Successfully': { fr: 'Code envoyé avec succès', ar: 'تم إرسال رمز التحقق بنجاح' },
  'The OTP has been verified': { fr: 'Le code a été vérifié', ar: 'تم التحقق من الرمز' },
  'The OTP is not valid': { fr: "Le code n'est pas valide", ar: 'رمز التحقق غير صالح' },
  'Please verify your email address': { fr: 'Veuillez vérifier votre adresse e-mail', ar: 'يرجى التحقق من عنوان بريدك الإلكتروني' },
  'Sorry, You are already registered this Mobile Number': {
    fr: 'Désolé, ce numéro de mobile est déjà enregistré',
    ar: 'عذرًا، رقم الجوال هذا مسجّل بالفعل',
  },
  'Please enter a valid phone number': { fr: 'Veuillez saisir un numéro de téléphone valide', ar: 'يرجى إدخال رقم هاتف صالح' },
  'Name must be 3 to 20 letters': { fr: 'Le nom doit comporter de 3 à 20 lettres', ar: 'يجب أن يتكون الاسم من 3 إلى 20 حرفًا' },
  'Password must be 6 to 15 characters': {
    fr: 'Le mot de passe doit comporter de 6 à 15 caractères',
    ar: 'يجب أن تتكون كلمة المرور من 6 إلى 15 حرفًا',
  },
  'Please enter a valid date of birth': { fr: 'Veuillez saisir une date de naissance valide', ar: 'يرجى إدخال تاريخ ميلاد صالح' },
  'You must be at least 18 years old': { fr: 'Vous devez avoir au moins 18 ans', ar: 'يجب أن يكون عمرك 18 عامًا على الأقل' },
  'Please select any one': { fr: 'Veuillez faire un choix', ar: 'يرجى اختيار خيار واحد' },
  'Please select the interest': { fr: "Veuillez choisir un centre d'intérêt", ar: 'يرجى اختيار الاهتمام' },
  'Please atleast select one Image': { fr: 'Veuillez sélectionner au moins une image', ar: 'يرجى اختيار صورة واحدة على الأقل' },
  'The image is too large': { fr: "L'image est trop volumineuse", ar: 'الصورة كبيرة جدًا' },
  'Please verify your face': { fr: 'Veuillez vérifier votre visage', ar: 'يرجى التحقق من وجهك' },
  'Select location properly or change location': {
    fr: 'Sélectionnez correctement le lieu ou changez de lieu',
    ar: 'اختر الموقع بشكل صحيح أو غيّر الموقع',
  },
  'Signup Successfully': { fr: 'Inscription réussie', ar: 'تم التسجيل بنجاح' },
  'Image uploaded sucessfuly': { fr: 'Image téléversée avec succès', ar: 'تم رفع الصورة بنجاح' },
  'Face verified': { fr: 'Visage vérifié', ar: 'تم التحقق من الوجه' },
  'Login Successfully': { fr: 'Connexion réussie', ar: 'تم تسجيل الدخول بنجاح' },
  'Email or Password Incorrect': { fr: 'E-mail ou mot de passe incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  'Email Id not registered': { fr: "Cette adresse e-mail n'est pas enregistrée", ar: 'البريد الإلكتروني غير مسجّل' },
  'Password reset link sent to your email': {
    fr: 'Le lien de réinitialisation du mot de passe a été envoyé à votre adresse e-mail',
    ar: 'تم إرسال رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني',
  },
  'Old password is incorrect': { fr: "L'ancien mot de passe est incorrect", ar: 'كلمة المرور القديمة غير صحيحة' },
  'New Password and Old password must not be same': {
    fr: "Le nouveau mot de passe doit être différent de l'ancien",
    ar: 'يجب ألا تكون كلمة المرور الجديدة مطابقة لكلمة المرور القديمة',
  },
  'Password changed successfully': { fr: 'Mot de passe modifié avec succès', ar: 'تم تغيير كلمة المرور بنجاح' },
  'Account deactivated successfully': { fr: 'Compte désactivé avec succès', ar: 'تم إلغاء تفعيل الحساب بنجاح' },
  'Status updated': { fr: 'Statut mis à jour', ar: 'تم تحديث الحالة' },
  'This account has been deactivated': { fr: 'Ce compte a été désactivé', ar: 'تم إلغاء تفعيل هذا الحساب' },
  'Too many wrong attempts. Please try again in 15 minutes': {
    fr: 'Trop de tentatives erronées. Veuillez réessayer dans 15 minutes',
    ar: 'محاولات خاطئة كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 15 دقيقة',
  },
  'No face detected in the image': { fr: "Aucun visage détecté sur l'image", ar: 'لم يتم اكتشاف أي وجه في الصورة' },
  'The face does not match': { fr: 'Le visage ne correspond pas', ar: 'الوجه غير مطابق' },

  // chat
  'Chat not found': { fr: 'Conversation introuvable', ar: 'المحادثة غير موجودة' },
  'You cannot chat with yourself': { fr: 'Vous ne pouvez pas discuter avec vous-même', ar: 'لا يمكنك الدردشة مع نفسك' },
  'You cannot block yourself': { fr: 'Vous ne pouvez pas vous bloquer vous-même', ar: 'لا يمكنك حظر نفسك' },
  'You can only message your matches': {
    fr: "Vous ne pouvez écrire qu'à vos matchs",
    ar: 'يمكنك مراسلة من تطابقت معهم فقط',
  },
  'This User has Blocked you': { fr: 'Cet utilisateur vous a bloqué', ar: 'قام هذا المستخدم بحظرك' },
  'Unblock to message': { fr: 'Débloquez pour envoyer un message', ar: 'ألغِ الحظر لإرسال رسالة' },
  'Please enter the message': { fr: 'Veuillez saisir le message', ar: 'يرجى إدخال الرسالة' },
  'No app of the day': { fr: "Pas d'application du jour", ar: 'لا يوجد تطبيق اليوم' },
  'Added to favorites': { fr: 'Ajouté aux favoris', ar: 'تمت الإضافة إلى المفضلة' },
  'Removed from favorites': { fr: 'Retiré des favoris', ar: 'تمت الإزالة من المفضلة' },
  'User blocked': { fr: 'Utilisateur bloqué', ar: 'تم حظر المستخدم' },
  'User unblocked': { fr: 'Utilisateur débloqué', ar: 'تم إلغاء حظر المستخدم' },
  'Chat cleared': { fr: 'Conversation effacée', ar: 'تم مسح المحادثة' },
  'Select a image': { fr: 'Sélectionnez une image', ar: 'اختر صورة' },
  'Sorry, Invalid file!': { fr: 'Désolé, fichier invalide !', ar: 'عذرًا، الملف غير صالح!' },
  'Image uploaded successfully': { fr: 'Image téléversée avec succès', ar: 'تم رفع الصورة بنجاح' },

  // discovery
  'User not found': { fr: 'Utilisateur introuvable', ar: 'المستخدم غير موجود' },
  'You have no super likes left': { fr: 'Il ne vous reste plus de super likes', ar: 'لم يتبقَّ لديك أي إعجاب مميز' },
  'Only premium members can rewind': {
    fr: 'Seuls les membres premium peuvent revenir en arrière',
    ar: 'التراجع متاح للأعضاء المميزين فقط',
  },
  'There is no swipe to rewind': { fr: 'Aucun swipe à annuler', ar: 'لا يوجد سحب للتراجع عنه' },
  'You cannot like or decline yourself': {
    fr: 'Vous ne pouvez pas vous liker ou vous refuser vous-même',
    ar: 'لا يمكنك الإعجاب بنفسك أو رفض نفسك',
  },
  'You cannot report yourself': { fr: 'Vous ne pouvez pas vous signaler vous-même', ar: 'لا يمكنك الإبلاغ عن نفسك' },
  'This user is not available': { fr: "Cet utilisateur n'est pas disponible", ar: 'هذا المستخدم غير متاح' },
  'Liked successfully': { fr: 'Like envoyé', ar: 'تم الإعجاب بنجاح' },
  'Super liked successfully': { fr: 'Super like envoyé', ar: 'تم إرسال الإعجاب المميز بنجاح' },
  "It's a Match!": { fr: "C'est un match !", ar: 'إنه تطابق!' },
  'User declined': { fr: 'Utilisateur refusé', ar: 'تم رفض المستخدم' },
  'Last swipe undone': { fr: 'Dernier swipe annulé', ar: 'تم التراجع عن آخر سحب' },
  'Filter updated': { fr: 'Filtre mis à jour', ar: 'تم تحديث عامل التصفية' },
  'Visit ignored': { fr: 'Visite ignorée', ar: 'تم تجاهل الزيارة' },
  'Visit recorded': { fr: 'Visite enregistrée', ar: 'تم تسجيل الزيارة' },
  'User reported': { fr: 'Utilisateur signalé', ar: 'تم الإبلاغ عن المستخدم' },
  'User unreported': { fr: 'Signalement retiré', ar: 'تم سحب البلاغ عن المستخدم' },
  'Please choose what people are here for from the list': {
    fr: 'Veuillez choisir dans la liste ce que les personnes recherchent',
    ar: 'يرجى اختيار سبب وجود الأشخاص هنا من القائمة',
  },

  // profile
  'Profile information changed': { fr: 'Informations du profil modifiées', ar: 'تم تغيير معلومات الملف الشخصي' },
  'Updated location': { fr: 'Lieu mis à jour', ar: 'تم تحديث الموقع' },
  'Added new photo': { fr: 'Nouvelle photo ajoutée', ar: 'تمت إضافة صورة جديدة' },
  'Image deleted successfully': { fr: 'Image supprimée avec succès', ar: 'تم حذف الصورة بنجاح' },
  'First look updated': { fr: 'Première impression mise à jour', ar: 'تم تحديث الانطباع الأول' },
  'Successfully updated': { fr: 'Mis à jour avec succès', ar: 'تم التحديث بنجاح' },
  'Nothing to update': { fr: 'Rien à mettre à jour', ar: 'لا يوجد شيء لتحديثه' },
  'No settings': { fr: 'Aucun paramètre', ar: 'لا توجد إعدادات' },
  'Only premium members can change this setting': {
    fr: 'Seuls les membres premium peuvent modifier ce paramètre',
    ar: 'يمكن للأعضاء المميزين فقط تغيير هذا الإعداد',
  },
  'Only premium members can change the location': {
    fr: 'Seuls les membres premium peuvent changer de lieu',
    ar: 'يمكن للأعضاء المميزين فقط تغيير الموقع',
  },
  'Please select a valid choice for I am here to': {
    fr: 'Veuillez choisir une option valide pour « Je suis ici pour »',
    ar: 'يرجى اختيار خيار صالح لـ «أنا هنا من أجل»',
  },
  'please select the location': { fr: 'veuillez sélectionner le lieu', ar: 'يرجى اختيار الموقع' },
  'please select the location from dropdown': {
    fr: 'veuillez sélectionner le lieu dans la liste déroulante',
    ar: 'يرجى اختيار الموقع من القائمة المنسدلة',
  },
  'Name must be 3 to 20 letters and spaces': {
    fr: 'Le nom doit comporter de 3 à 20 lettres et espaces',
    ar: 'يجب أن يتكون الاسم من 3 إلى 20 حرفًا ومسافة',
  },
  "swipe must be '1' or '0'": { fr: "swipe doit valoir '1' ou '0'", ar: "يجب أن تكون قيمة swipe '1' أو '0'" },
  'select a image': { fr: 'sélectionnez une image', ar: 'اختر صورة' },
  'Only 5 images you can upload': { fr: 'Vous pouvez téléverser 5 images au maximum', ar: 'يمكنك رفع 5 صور كحد أقصى' },
  'Only png, jpg, jpeg, gif, webp and svg images can be uploaded': {
    fr: 'Seules les images png, jpg, jpeg, gif, webp et svg peuvent être téléversées',
    ar: 'يمكن رفع صور png وjpg وjpeg وgif وwebp وsvg فقط',
  },
  'The image must be at most 5 MB': { fr: "L'image ne doit pas dépasser 5 Mo", ar: 'يجب ألا يتجاوز حجم الصورة 5 ميغابايت' },
  'This photo is already in your profile': { fr: 'Cette photo est déjà dans votre profil', ar: 'هذه الصورة موجودة بالفعل في ملفك الشخصي' },
  'Image not found': { fr: 'Image introuvable', ar: 'الصورة غير موجودة' },
  'Profile image cannot be deleted': { fr: 'La photo de profil ne peut pas être supprimée', ar: 'لا يمكن حذف صورة الملف الشخصي' },

  // purchases
  'Premium plan not found': { fr: 'Offre premium introuvable', ar: 'الباقة المميزة غير موجودة' },
  'Boost pack not found': { fr: 'Pack de boosts introuvable', ar: 'باقة التعزيز غير موجودة' },
  'Super like pack not found': { fr: 'Pack de super likes introuvable', ar: 'باقة الإعجابات المميزة غير موجودة' },
  'The price does not match the plan': { fr: "Le prix ne correspond pas à l'offre", ar: 'السعر لا يطابق الباقة' },
  'The currency does not match the plan': { fr: "La devise ne correspond pas à l'offre", ar: 'العملة لا تطابق الباقة' },
  'Payments are not available': { fr: 'Les paiements ne sont pas disponibles', ar: 'المدفوعات غير متاحة' },
  'You have no boosts left': { fr: 'Il ne vous reste plus de boosts', ar: 'لم يتبقَّ لديك أي تعزيز' },
  'Premium Purchased Successfully': { fr: 'Premium acheté avec succès', ar: 'تم شراء العضوية المميزة بنجاح' },
  'Boost Purchased Successfully': { fr: 'Boost acheté avec succès', ar: 'تم شراء التعزيز بنجاح' },
  'Superlike Purchased Successfully': { fr: 'Super like acheté avec succès', ar: 'تم شراء الإعجاب المميز بنجاح' },

  // social
  'Feed not found': { fr: 'Publication introuvable', ar: 'المنشور غير موجود' },
  'You are not matched with this user': {
    fr: "Vous n'avez pas de match avec cet utilisateur",
    ar: 'لا يوجد تطابق بينك وبين هذا المستخدم',
  },
  'Unfriended successfully': { fr: 'Retiré de vos amis', ar: 'تمت إزالة الصداقة بنجاح' },
  'Feed liked': { fr: 'Publication aimée', ar: 'تم الإعجاب بالمنشور' },
  'You already liked this feed': { fr: 'Vous avez déjà aimé cette publication', ar: 'لقد أعجبت بهذا المنشور بالفعل' },
};

/** The message in the call's language: English, and any text the table lacks, stay as they are. */
export function translateMessage(message: string, language: string): string {
  if (language !== 'fr' && language !== 'ar') return message;
  return messageTranslations[message]?.[language] ?? message;
}
