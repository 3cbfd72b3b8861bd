/**
 * The wording of SPEC §5/§8 that only staff read (the back-office, its uploads and records),
 * kept apart from app/lib/messages.ts so a guest's page never downloads it. The back-office is
 * in English (DECISIONS §10), so these have no Chichewa. Change a wording here and it changes
 * everywhere.
 */
export const staffMessages = {
  // Images (DECISIONS §5: every image limit says 10MB)
  imageTooLarge: "Image must be less than 10MB",
  imageTooSmall: "Image dimensions must be at least 10px by 10px",
  imageRequired: "Image is required",
  imageUnsupported: "Image must be a JPEG, PNG, WebP, AVIF or GIF picture",

  // Videos and PDFs (SPEC §5; DECISIONS §5: judged by their bytes)
  closingDateRequired: "Closing date is required",
  closingDateInvalid: "Closing date must be a date (YYYY-MM-DD)",
  videoDeleteFailed: "Failed to delete the video",
  documentDeleteFailed: "Failed to delete the document",
  tenderDeleteFailed: "Failed to delete the tender",
  closingTimeInvalid: "Closing time must be a time of day (HH:MM, 24-hour, Lilongwe time)",
  addendumTitleRequired: "Addendum title is required",
  addendumDeleteFailed: "Failed to delete the addendum",
  addendumPosted: "Addendum posted: followers of the tender are being emailed",
  imageTooManyPixels: "Image is too large to process; please use a picture under 50 megapixels",

  // Forms
  itemNameRequired: "Item name is required",

  // Pickers name what is picked (DECISIONS §4: messages that name the wrong thing are fixed).
  roomRequired: "Room is required",
  festiveNameRequired: "Festive is required",
  activityNameRequired: "Activity is required",
  tagRequired: "Tag is required",
  roomNameTaken: (name: string) => `There is already a room called “${name.trim()}”; choose another name or edit that room`,
  feeInvalid: "Rate must be a whole number of kwacha, 0 or more",
  startDateRequired: "Start date is required",
  startDateInvalid: "Start date must be a date (YYYY-MM-DD)",
  endDateRequired: "End date is required",
  endDateInvalid: "End date must be a date (YYYY-MM-DD)",
  endDateNotAfterStart: "End date must be after the start date",
  nightlyRateInvalid: "Nightly rate must be a whole number of kwacha, 0 or more",
  nightlyRateRequired: "Nightly rate is required",
  reservationStatusInvalid: "Status must be requested, confirmed, declined or cancelled",
  reservationNotRequested: (status: string) => `This reservation is ${status}; only a request can be confirmed or declined.`,
  reservationLastRoomTaken: (roomName: string) => `Not confirmed: no ${roomName} room is free any more on every night of this stay (another confirmation took it).`,
  reservationConfirmed: "Reservation confirmed; the guest has been emailed.",
  reservationDeclined: "Reservation declined; the guest has been emailed.",
  reservationCancelledForGuest: "Reservation cancelled; its rooms are free again and the guest has been emailed.",
  reservationNotCancellable: (status: string) => `This reservation is ${status}; only a request or a confirmed stay can be cancelled.`,
  declineReasonRequired: "Please give the guest a reason",
  reservationNotesSaved: "Notes saved",
  reservationNotYours: "No reservation of yours that can still be cancelled has this number.",
  inventoryInvalid: "Rooms of this type must be a whole number from 0 to 1000",
  maxGuestsInvalid: "Guests per room must be a whole number from 1 to 20",
  deleteFailed: "Failed to delete",

  // Registration and login (SPEC §5, §8)
  staffPasswordMin: "Staff passwords must be at least 12 characters",
  /** A page refused while the server renders as many as it can (503 with Retry-After). */
  siteBusy: "The site is very busy just now. Please try again in a moment.",
  /**
   * An API request answered 503 while the database cannot be reached (a restart, a failover).
   * English only, like siteBusy: pages show their own "please try again in a moment" notice in
   * their language, and this wording in the public pages' message files would cost every page's
   * script its bytes for a moment that lasts seconds (decision 048).
   */
  databaseUnavailable: "We cannot reach our records just now, so nothing was saved. Please try again in a moment.",

  // Access
  staffOnly: "This action needs a staff account",
  adminOnly: "This action needs an administrator account",
  ownAccountOnly: "You can see and change only your own account",
  emailOwnerOnly: "Only the account's owner can change its email, from My Profile",
  refreshInvalid: "This session has ended, please log in again",
  csrfRefused: "This request did not come from the site and was refused",
  unsupportedBody: "Send the request body as JSON (application/json) or as a form (multipart/form-data)",
  unsupportedPageBody: "This form must be sent as a web form",
  unreadableBody: "The request body could not be read",
  methodNotAllowed: "This method is not allowed here",

  // A 403: trying again changes nothing, so the page says whose door it is instead.
  accessDeniedScreenTitle: "Your account may not open this screen",

  // Management team and Media Gallery (DECISIONS §4: a failed gallery delete names what failed)
  positionRequired: "Please choose a position",
  orderInvalid: "Order must be a whole number from 0 to 9999",
  galleryDeleteFailed: "Failed to delete the picture",

  // Contact messages, newsletter list and site settings (SPEC §2, §5; DECISIONS §4, §6, §7)
  contactHandled: "Marked as handled",
  contactReopened: "Marked as not handled",
  noEmailsFound: "No Emails found",
  subscriberRemoved: "Removed from the newsletter list",
  settingsSaved: "Settings saved",
  hotelNameRequired: "Hotel name is required",
  phone24hRequired: "The 24-hour phone number is required",
  percentInvalid: "Please enter a whole number from 0 to 100",
  exchangeRateInvalid: "Please enter the exchange rate as a positive number of kwacha per US dollar, e.g. 1750 (or leave it blank to show prices in MWK only)",
  villaCountInvalid: "Villa count must be a whole number, 0 or more",
  /** On a request whose acknowledgement the per-recipient budget held (decision 052). */
  acknowledgementWithheld: "No acknowledgement was emailed: this address had already had its hour's share, so the request may not be the guest's own. Check before answering.",
  bookingHorizonInvalid: "Booking horizon must be a whole number of days from 1 to 3650",
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

  // Back-office list search (record screens)
  listNoMatch: (query: string) => `Nothing is called “${query}”. Check the spelling or clear the search.`,
  listMatches: (matched: number, total: number, query: string) => `${matched} of ${total} match “${query}”`,

  // Event quotation wizard and the event requests inbox (SPEC §5, §8; DECISIONS §4, §6, §7)
  eventRequestUpdated: "Event request updated",
  eventRequestNoChange: "Send a new status or notes",
  eventStatusInvalid: "Status must be new, contacted, quoted, confirmed or declined",
  eventNotesTooLong: "Notes must be at most 2000 characters",

  // VIP club review by staff (/vipApplications, PUT /api/VipClub/{id}/review|renewal; DECISIONS §7)
  vipDecisionInvalid: "Decision must be approve or reject",
  vipNoteTooLong: "The note must be at most 1000 characters",
  vipStatusInvalid: "Status must be pending, approved, rejected or renewal",
  vipNotPending: (status: string) => `Only pending applications can be approved or rejected; this one is already ${status}`,
  vipNoRenewalPending: "This membership has no renewal request waiting for review",
  vipApproved: (expires: string) => `Application approved: membership active until ${expires}`,
  vipRejected: "Application rejected",
  vipRenewalApproved: (expires: string) => `Renewal approved: membership active until ${expires}`,
  vipRenewalRejected: "Renewal rejected",

  // VIP club loyalty points (SPEC §1; DECISIONS §7; docs/decisions/023-loyalty-points.md)
  loyaltyMemberRequired: "Please choose the member",
  loyaltyMemberUnknown: "There is no member account with this id",
  loyaltyMemberIsStaff: "This is a staff account: loyalty points are for VIP club members only",
  loyaltyAmountRequired: "Please enter the amount spent, in kwacha",
  loyaltyAmountInvalid: "The amount must be whole kwacha from 1 to 1,000,000,000, in digits only (no decimals, e.g. 25500)",
  loyaltyCorrectedAmountRequired: "Please enter the right amount of the receipt, in kwacha (0 takes it off entirely)",
  loyaltyCorrectedAmountInvalid: "The right amount must be whole kwacha from 0 to 1,000,000,000, in digits only (no decimals)",
  loyaltyCorrectionNoChange: "That is already this entry's amount: nothing to correct",
  loyaltyCorrectionOfCorrection: "Only a spend can be corrected; correct the spend this correction belongs to",
  loyaltyReceiptRequired: "Please enter the receipt reference",
  loyaltyReceiptTooLong: "The receipt reference must be at most 64 characters",
  loyaltyReceiptTaken: "This receipt is already recorded for this member",
  loyaltyDateRequired: "Please enter the date of the spend",
  loyaltyDateInvalid: "The date of the spend must be a real date (YYYY-MM-DD)",
  loyaltyDateInFuture: "The date of the spend cannot be in the future",
  loyaltyDateTooOld: "The date of the spend cannot be more than a year ago",
  loyaltyNoteTooLong: "Please keep the note to 500 characters or fewer",
  loyaltyReasonRequired: "Please say why this entry is corrected",
  loyaltySpendRecorded: "Spend recorded",
  loyaltyCorrectionRecorded: "Correction recorded",

  // Vacancies (SPEC §5: a vacancy needs its title; DECISIONS §4: messages name their field)
  jobTitleRequired: "Job title is required",
  jobTitleTooLong: "Job title must be at most 120 characters",
  jobDescriptionRequired: "Job description is required",
  jobDescriptionTooLong: (max: number) => `Job description is too long: please keep it to ${max.toLocaleString("en-GB")} characters or fewer (formatting included)`,
  vacancyTooLarge: "The vacancy is too large: please shorten the job description",
  vacancyDeleteFailed: "Failed to delete the vacancy",

  // Two-step sign-in for staff (DECISIONS §3, docs/decisions/024)
  twoStepCodeNeeded: "This account uses two-step sign-in: send the 6-digit code from the authenticator app as totp, or a recovery code as recoveryCode",
  twoStepStarted: "Add the key to your authenticator app, then enter the code it shows",
  twoStepEnabled: "Two-step sign-in is on. Every other device and app has been logged out.",
  twoStepDisabled: "Two-step sign-in is off. Every other device and app has been logged out.",
  twoStepAlreadyOn: "Two-step sign-in is already on",
  twoStepNotStarted: "Please start again with Set up authenticator app",
  twoStepNotOn: "Two-step sign-in is not on for this account",
  twoStepStaffOnly: "Two-step sign-in is for staff accounts",
  twoStepRequiredByAdmin: "The hotel requires two-step sign-in for all staff, so it cannot be turned off",
  twoStepEnrolFirst: "Please set up two-step sign-in in My Profile before using the back-office",
  twoStepEnrolYourselfFirst: "Set up two-step sign-in for your own account in My Profile before requiring it for all staff",
  recoveryCodesRenewed: "New recovery codes made; the old ones no longer work",
  twoStepReset: "Two-step sign-in reset: they log in with their password and set it up again",
  twoStepResetSelf: "Turn your own two-step sign-in off from My Profile",
} as const;
