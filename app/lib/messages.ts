/**
 * Every text a visitor or staff member reads that SPEC §5/§8 fixes, in one place, with the
 * spelling corrections of DECISIONS §4. Change a wording here and it changes everywhere.
 */
export const messages = {
  // Data states
  noData: "No data available",
  fetchFailed: "Failed to fetch data",
  comingSoon: "Not Available Coming Soon",
  roomDataUnavailable: "Room Data is not available",

  // Images (DECISIONS §5: every image limit says 10MB)
  imageTooLarge: "Image must be less than 10MB",
  imageTooSmall: "Image dimensions must be at least 10px by 10px",
  imageRequired: "Image is required",
  imageUnsupported: "Image must be a JPEG, PNG, WebP, AVIF or GIF picture",
  // Videos and PDFs (SPEC §5; DECISIONS §5: judged by their bytes)
  videoTooLarge: "Video must be less than 10MB",
  videoRequired: "Video is required",
  videoUnsupported: "Video must be an MP4 or WebM file",
  pdfTooLarge: "PDF must be less than 10MB",
  documentRequired: "Please choose a PDF file",
  pdfUnsupported: "The file must be a PDF document (this file is not a PDF, whatever its name says)",
  noDocumentsFound: "No documents found",
  closingDateRequired: "Closing date is required",
  closingDateInvalid: "Closing date must be a date (YYYY-MM-DD)",
  videoDeleteFailed: "Failed to delete the video",
  documentDeleteFailed: "Failed to delete the document",
  tenderDeleteFailed: "Failed to delete the tender",
  imageTooManyPixels: "Image is too large to process; please use a picture under 50 megapixels",

  // Forms
  nameRequired: "Username is required",
  itemNameRequired: "Item name is required",
  messageRequired: "Message is required",
  // Pickers name what is picked (DECISIONS §4: messages that name the wrong thing are fixed).
  roomRequired: "Room is required",
  festiveNameRequired: "Festive is required",
  activityNameRequired: "Activity is required",
  tagRequired: "Tag is required",
  roomNameTaken: (name: string) => `There is already a room called “${name.trim()}”; choose another name or edit that room`,
  feeInvalid: "Rate must be a whole number of kwacha, 0 or more",
  submitFailed: "Failed to submit form",
  deleteFailed: "Failed to delete",
  saved: "Saved successfully",
  deleted: "Deleted Successfully",
  /** The action of a back-office form was not one the page knows (a stale or forged form). */
  unknownFormAction: "This form could not be processed; please reload the page and try again",
  confirmDelete: (what: string) => `Delete ${what}? This cannot be undone.`,

  // Registration and login (SPEC §5, §8)
  emailRequired: "Email is required",
  emailInvalid: "Email is not valid",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 128 characters",
  staffPasswordMin: "Staff passwords must be at least 12 characters",
  passwordUpper: "Password must contain at least one uppercase letter",
  passwordLower: "Password must contain at least one lowercase letter",
  passwordNumber: "Password must contain at least one number",
  passwordSpecial: "Password must contain at least one special character",
  /** zxcvbn's warning and first suggestion (password-strength.server.ts) say how to do better. */
  passwordTooGuessable: (warning: string | null, suggestion: string | null) =>
    `This password is too easy to guess${warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1).replace(/\.$/u, "")}` : ""}. ` +
    (suggestion ?? "Try a few unrelated words with numbers or symbols between them."),
  passwordsDoNotMatch: "Passwords do not match",
  registrationFailed: "Oops, Registration Failed",
  registrationSuccess: "Registration Success, Login to apply for Vip Club!",
  loginFailed: "Oops, no such account,please check and try again",
  loginSuccess: "Welcome to Vip Club Portal",
  tryAgainLater: "Too many attempts from your connection; please try again in a few minutes",
  tooManyAttempts: (seconds: number) => `Too many attempts, try again in ${seconds} seconds`,

  // Forgotten and reset passwords (SPEC §5, §8; DECISIONS §3: the same answer whether or not the account exists)
  passwordResetLinkSent: "If an account exists for that email, we have sent it a link to reset the password. Please check your inbox.",
  passwordConfirmRequired: "Please confirm your password",
  passwordResetLinkInvalid: "This password reset link is not valid, has already been used or has expired. Please ask for a new one.",
  passwordResetDone: "Your password has been reset. Please log in with your new password.",

  // Newsletter (DECISIONS §6: success only when stored)
  newsletterSubscribed: "Thank you! You are subscribed to our newsletter.",
  newsletterFailed: "We could not add your email just now. Please try again.",

  // Access
  loginRequired: "Please log in to continue",
  staffOnly: "This action needs a staff account",
  adminOnly: "This action needs an administrator account",
  membersOnly: "This is for members of the Presidential VIP Club",
  notFound: "Not found",
  refreshInvalid: "This session has ended, please log in again",
  csrfRefused: "This request did not come from the site and was refused",
  bodyTooLarge: "The request is too large: forms and JSON bodies may be at most 16 KB",
  unsupportedBody: "Send the request body as JSON (application/json) or as a form (multipart/form-data)",
  unsupportedPageBody: "This form must be sent as a web form",
  unreadableBody: "The request body could not be read",
  methodNotAllowed: "This method is not allowed here",

  // Public pages (DECISIONS §4: a not-found page and an error page with a way home)
  pageNotFoundTitle: "Page not found",
  pageNotFoundBody: "The page you were looking for has moved or is not available yet.",
  errorPageTitle: "Something went wrong",
  errorPageBody: "Sorry, this page could not be shown. Please try again in a moment.",
  backHome: "Back to the home page",

  // Management team and Media Gallery (DECISIONS §4: a failed gallery delete names what failed)
  positionRequired: "Please choose a position",
  orderInvalid: "Order must be a whole number from 0 to 9999",
  galleryDeleteFailed: "Failed to delete the picture",
  // Contact messages, newsletter list and site settings (SPEC §2, §5; DECISIONS §4, §6, §7)
  contactSubmitted: "submitted successfully!",
  contactNameRequired: "Name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Phone number may contain only digits, spaces, +, - and brackets",
  contactMessageTooLong: "Message must be at most 2000 characters",
  contactHandled: "Marked as handled",
  contactReopened: "Marked as not handled",
  noEmailsFound: "No Emails found",
  subscriberRemoved: "Removed from the newsletter list",
  settingsSaved: "Settings saved",
  hotelNameRequired: "Hotel name is required",
  phone24hRequired: "The 24-hour phone number is required",
  urlInvalid: "Please enter a full web address starting with https://",
  percentInvalid: "Please enter a whole number from 0 to 100",
  villaCountInvalid: "Villa count must be a whole number, 0 or more",
  pointsInvalid: "Please enter a whole number of points, 0 or more",
  // Offers, adverts and event spaces (SPEC §5)
  feeRequired: "Rate is required",
  promotionNameRequired: "Please choose a promotion: Winter, Summer, Weekend, Independence day, Mothers Day or Labour Day",
  otherNameRequired: "Please type the name",
  titleRequired: "Title is required",
  periodRequired: "Stop date is required",
  periodInvalid: "Stop date must be a date (YYYY-MM-DD)",
  ratesInvalid: "Rates must be a whole number, 0 or more",
  hallRequired: "Please choose a hall",
  subRoomRequired: "Please choose a conference room",
  capacityRequired: "Capacity is required",
  layoutCapacityInvalid: "Capacity must be a whole number of people",
  // Staff accounts and the activity log (DECISIONS §2: admins create and demote staff)
  staffRoleRequired: "Role is required",
  staffEmailTaken: "An account with this email already exists",
  staffCreated: "Staff account created",
  staffRoleChanged: "Role changed",
  staffDeactivated: "Account deactivated; its sessions have ended",
  staffReactivated: "Account reactivated",
  staffNoChange: "Send a new role or active: true/false",
  lastActiveAdmin: "This is the last active administrator: make another account administrator first",
  cannotDeactivateSelf: "You cannot deactivate your own account; ask another administrator",
} as const;
