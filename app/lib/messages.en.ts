/**
 * Every text a visitor or staff member reads that SPEC §5/§8 fixes, in one place, with the
 * spelling corrections of DECISIONS §4. Change a wording here and it changes everywhere; its
 * Chichewa is in messages.ny.ts, and code reads either through messages.ts.
 */
export const englishMessages = {
  // Data states
  noData: "No data available",
  fetchFailed: "Failed to fetch data",
  comingSoon: "Not Available Coming Soon",
  roomDataUnavailable: "Room Data is not available",

  // Images (DECISIONS §5: every image limit says 10MB)
  // Videos and PDFs (SPEC §5; DECISIONS §5: judged by their bytes)
  videoTooLarge: "Video must be less than 10MB",
  videoRequired: "Video is required",
  videoUnsupported: "Video must be an MP4 or WebM file",
  pdfTooLarge: "PDF must be less than 10MB",
  documentRequired: "Please choose a PDF file",
  pdfUnsupported: "The file must be a PDF document (this file is not a PDF, whatever its name says)",
  noDocumentsFound: "No documents found",
  tenderFollowRequested: "Thank you! Please confirm with the link in the email we are sending you; then we will email you every addendum and any change of the closing date.",
  tenderFollowConfirmed: "Thank you! You will get an email for every addendum to this tender and any change of its closing date.",
  tenderUnfollowed: "You will get no more emails about this tender.",
  tenderFollowClosed: "This tender has closed: there is nothing more to follow.",

  // Forms
  nameRequired: "Username is required",
  messageRequired: "Message is required",
  // Pickers name what is picked (DECISIONS §4: messages that name the wrong thing are fixed).
  roomTypeRequired: "Please choose a room type",
  guestNameRequired: "Please enter your full name",
  arrivalRequired: "Arrival date is required",
  arrivalInvalid: "Arrival must be a date (YYYY-MM-DD)",
  arrivalInPast: "Arrival must be today or later (hotel time)",
  // Decision 052: how far ahead a stay may be asked for is a site setting; `latest` is a YYYY-MM-DD date.
  arrivalBeyondHorizon: (latest: string) => `Reservations are taken for arrivals up to ${latest}; for a later stay, please contact reservations`,
  // Decision 052: a person's name is never a web address, so no email can show it as a link.
  nameHasLink: "Please enter your name only, without a web or email address",
  nameTooLong: (max: number) => `A name is at most ${max} characters`,
  departureRequired: "Departure date is required",
  departureInvalid: "Departure must be a date (YYYY-MM-DD)",
  departureNotAfterArrival: "Departure must be after arrival",
  stayTooLong: (nights: number) => `A stay is at most ${nights} nights; for longer, please contact reservations`,
  adultsInvalid: "Adults must be a whole number from 1 to 20",
  childrenInvalid: "Children must be a whole number from 0 to 20",
  roomsCountInvalid: "Rooms must be a whole number from 1 to 10",
  roomTypeUnknown: "Please choose a room type from the list",
  reservationNoPayment: "No payment is taken: you pay at the hotel.",
  reservationUnavailable: (roomName: string) => `Sorry, there are not enough ${roomName} rooms free on these nights.`,
  reservationTooManyGuests: (perRoom: number) => `Too many guests for these rooms: each sleeps at most ${perRoom}. Add a room or choose a larger type.`,
  reservationReceived: (reference: string) => `Thank you. Your request ${reference} is with our reservations team, who will confirm it by email.`,
  reservationCancelled: (reference: string) => `Reservation ${reference} is cancelled. We hope to welcome you another time.`,
  reservationCancelLinkInvalid: "This cancel link is not valid any more. If you still need to cancel, please contact reservations.",
  submitFailed: "Failed to submit form",
  saved: "Saved successfully",
  deleted: "Deleted Successfully",
  /** The action of a back-office form was not one the page knows (a stale or forged form). */
  unknownFormAction: "This form could not be processed; please reload the page and try again",
  confirmDelete: (what: string) => `Delete ${what}? This cannot be undone.`,

  /** What was asked for does not exist (an API record, a tender to follow). */
  notFound: "Not found",
  /** A form or JSON body over the limit of app/platform/http/body-limits.ts. */
  bodyTooLarge: "The request is too large: forms and JSON bodies may be at most 16 KB",

  // Registration and login (SPEC §5, §8)
  emailRequired: "Email is required",
  emailInvalid: "Email is not valid",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 128 characters",
  passwordUpper: "Password must contain at least one uppercase letter",
  passwordLower: "Password must contain at least one lowercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordSpecial: "Password must contain at least one special character",
  /** zxcvbn's warning and first suggestion (password-strength.server.ts) say how to do better. */
  passwordTooGuessable: (warning: string | null, suggestion: string | null) =>
    `This password is too easy to guess${warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1).replace(/\.$/u, "")}` : ""}. ` +
    (suggestion ?? "Try a few unrelated words with numbers or symbols between them."),
  passwordsDoNotMatch: "Passwords do not match",
  /** Any text field longer than it allows, without a message of its own (lib/schema-fields.ts). */
  textTooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
  /** A control character (a NUL byte, an escape) in a text field (lib/schema-fields.ts). */
  controlCharacters: "Please remove unusual invisible characters from this field",
  /** The light-mode switch was posted something other than on or off (routes/public/light-mode.ts). */
  lightModeInvalid: "Light mode is either on or off.",
  registrationFailed: "Oops, Registration Failed",
  registrationSuccess: "Registration Success, Login to apply for Vip Club!",
  loginFailed: "Oops, no such account,please check and try again",
  loginSuccess: "Welcome to Vip Club Portal",
  /** Staff land on their overview after signing in: not the members' portal. */
  staffLoginSuccess: "Welcome back to the back-office",
  tryAgainLater: "Too many attempts from your connection; please try again in a few minutes",
  tooManyAttempts: (seconds: number) => `Too many attempts, try again in ${seconds} seconds`,

  // Forgotten and reset passwords (SPEC §5, §8; DECISIONS §3: the same answer whether or not the account exists)
  passwordResetLinkSent: "If an account exists for that email, we have sent it a link to reset the password. Please check your inbox.",
  passwordConfirmRequired: "Please confirm your password",
  passwordResetLinkInvalid: "This password reset link is not valid, has already been used or has expired. Please ask for a new one.",
  passwordResetDone: "Your password has been reset. Please log in with your new password.",

  // Newsletter (DECISIONS §6: success only when stored)
  newsletterSubscribed: "Thank you! Please confirm your subscription with the link in the email we are sending you.",
  newsletterConfirmed: "Thank you! Your newsletter subscription is confirmed.",
  newsletterLinkInvalid: "This link has already been used or is no longer valid.",
  newsletterUnsubscribed: "You are unsubscribed: we will send no more newsletters to this address.",
  newsletterFailed: "We could not add your email just now. Please try again.",

  // Access
  loginRequired: "Please log in to continue",
  membersOnly: "This is for members of the Presidential VIP Club",

  // Public pages (DECISIONS §4: a not-found page and an error page with a way home)
  pageNotFoundTitle: "Page not found",
  pageNotFoundBody: "The page you were looking for has moved or is not available yet.",
  errorPageTitle: "Something went wrong",
  errorPageBody: "Sorry, this page could not be shown. Please try again in a moment.",
  // A 403: trying again changes nothing, so the page says whose door it is instead.
  accessDeniedPageTitle: "Your account may not open this page",
  accessDeniedBody: "You are signed in, but this is not open to your account. Sign in with another account, or go back.",
  backHome: "Back to the home page",

  // Management team and Media Gallery (DECISIONS §4: a failed gallery delete names what failed)
  // Contact messages, newsletter list and site settings (SPEC §2, §5; DECISIONS §4, §6, §7)
  contactSubmitted: "submitted successfully!",
  contactFailed: "Failed to submit",
  contactNameRequired: "Name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Phone number may contain only digits, spaces, +, - and brackets",
  contactMessageTooLong: "Message must be at most 2000 characters",
  urlInvalid: "Please enter a full web address starting with https://",
  // Offers, adverts and event spaces (SPEC §5)

  // Back-office list search (record screens)
  // Event quotation wizard and the event requests inbox (SPEC §5, §8; DECISIONS §4, §6, §7)
  eventNameRequired: "Please enter the name of your event.",
  eventStartRequired: "Please enter the start date of your event.",
  eventEndRequired: "Please enter the date your event will end.",
  eventDateInvalid: "Please enter a date (YYYY-MM-DD)",
  eventStartInPast: "The start date cannot be in the past",
  eventEndBeforeStart: "The end date cannot be before the start date",
  eventTypeRequired: "Please select your event type.",
  attendeesRequired: "Please indicate how many people will attend.",
  attendeesInvalid: "The number of people must be a whole number, 1 or more",
  numRoomsInvalid: "The number of rooms must be a whole number, 1 or more",
  serviceTypeRequired: "Please select the service you need from us.",
  spaceRequired: "Please select a space configuration.",
  eventFirstNameRequired: "Please enter your first name.",
  eventLastNameRequired: "Please enter your last name.",
  eventEmailRequired: "Please enter your email.",
  eventPhoneRequired: "Please enter your phone number.",
  additionalInfoTooLong: "Additional information must be at most 500 characters",
  eventFileTooLarge: "File size exceeds 5MB",
  eventFileUnsupported: "The attachment must be a PDF, JPG, PNG, GIF, TIF, text, Word, Excel or PowerPoint file",
  eventFileEmpty: "The chosen file is empty; please choose another",
  eventRequestSuccess: "Application successful. We will contact you with details, as the application is under review.",
  eventRequestFailed: "Application failed, please fill all the form fields",
  eventRequestError: "An error occurred while submitting the form.",
  // VIP club review by staff (/vipApplications, PUT /api/VipClub/{id}/review|renewal; DECISIONS §7)
  // VIP club loyalty points (SPEC §1; DECISIONS §7; docs/decisions/023-loyalty-points.md)
  loyaltyNoEntries: "No loyalty points yet. Show your membership when you pay at the hotel and your points will appear here.",
  // Vacancies (SPEC §5: a vacancy needs its title; DECISIONS §4: messages name their field)
  noOpenVacancies: "There are no open vacancies at the moment. Please check again soon.",
  // My Profile (/user, PUT /api/user): name and email, and a new password (SPEC §5 'Profile update', DECISIONS §3)
  profileSaved: "Your profile has been updated",
  profileUpdateFailed: "Failed to update user",
  profileEmailTaken: "This email cannot be used for your account. Please choose another.",
  /** A new email is asked for: the same answer whether or not the address has an account (decision 038). */
  profileEmailConfirmSent: (email: string) => `Your profile has been updated. We have sent a link to ${email}: your email changes once you open it.`,
  emailChangeLinkInvalid: "This link has expired or has already been used. Ask for the change again from My Profile.",
  emailChangeDone: (email: string) => `Your email is now ${email}. Use it to log in from now on.`,
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  passwordChanged: "Your password has been changed. Every other device and app has been logged out.",
  // Uploads with a progress bar (SPEC §2 "Upload failed")
  uploadFailed: "Upload failed",
  uploadConnectionLost: "Upload failed: the connection was lost. Please try again.",
  uploadCancelled: "Upload cancelled",
  uploadProcessing: "Upload complete; saving…",
  // Two-step sign-in for staff (DECISIONS §3, docs/decisions/024)
  twoStepCodeRequired: "Please enter the 6-digit code from your authenticator app, or a recovery code",
  twoStepCodeWrong: "That code is not right. Check the code your authenticator app shows now and try again.",
  twoStepLoginExpired: "Your sign-in has expired. Please log in again.",
  twoStepTooManyCodes: (seconds: number | null) =>
    seconds ? `Too many wrong codes. Please log in again in ${seconds} seconds.` : "Too many wrong codes. Please log in again.",
  // VIP club applications, member side (/dashboard, /api/VipClub; SPEC §2, §5, §8; DECISIONS §6, §7)
  vipTitleRequired: "Please select a title.",
  vipFirstNameRequired: "Please enter your first name.",
  vipLastNameRequired: "Please enter your last name.",
  vipCompanyRequired: "Please enter your company name.",
  /** SPEC §5 reuses the company message for the postal address; it names its own field here (DECISIONS §4). */
  vipPostalAddressRequired: "Please enter your postal address.",
  vipCellRequired: "Please enter your cell phone number.",
  vipCell2Required: "Please enter your second cell phone number.",
  /** DECISIONS §6: both accepted forms are named, so nobody has to guess SPEC's "10 start(265)". */
  vipCellInvalid: "The number should be 10 digits starting with 0 (0991 234 567) or 12 digits starting with 265 (265 991 234 567).",
  vipNationalityRequired: "Please enter your nationality.",
  vipBirthDateRequired: "Please select your birth date.",
  vipBirthDateInvalid: "Please select a real birth date in the past.",
  vipEmailRequired: "Please enter your Email.",
  vipPassportRequired: "Please enter your Passport No. or National ID",
  vipSmsRequired: "Please select How you will receive our notification.",
  vipSignatureRequired: "Please Consent your signature.",
  vipApplied: "Applied successfully,Vip Club Membership under review will send an email once its done",
  vipApplyFailed: "Application failed, try again",
  vipSubmitError: "An error occurred while submitting the form.",
  vipUpdated: "submitted successfully",
  vipUpdateFailed: "Failed to update your information",
  vipNoRecord: "Your Vip Membership Information is not available please Fill The Form below",
  vipListFailed: "Not available",
  vipRenewRequested: "Your renewal request has been sent. We will email you once it has been reviewed.",
  vipRenewNotDue: "Only an approved membership that has expired, or expires within 30 days, can be renewed.",
  vipRenewAlreadyPending: "Your renewal request is already under review.",
  vipResubmitted: "Your application has been sent again. We will email you once it has been reviewed.",
  vipResubmitNotRejected: (status: string) =>
    status === "pending"
      ? "Your application is already under review."
      : `Only an application that was not approved can be sent again; this one is ${status}.`,
  vipKeyUsed: "This application was already sent from another account; please reload the page and try again.",
  vipDeleteFailed: "Failed to delete the application",
  vipCheckFields: "Please check the fields marked in red.",
} as const;
